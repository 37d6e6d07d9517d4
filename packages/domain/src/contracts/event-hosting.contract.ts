import { z } from 'zod';
import {
  REGISTRATION_QUESTION_KINDS,
  RegistrationQuestionListInputSchema,
} from '../event-hosting/registration-questions';
import { type Contract, defineContract } from './contract';
import { errorResponses, IdSchema, listDocumentSchema } from './documents';
import { TouchpointEditorDocumentSchema } from './touchpoint-authoring.contract';
import { TouchpointParamsSchema } from './touchpoints.contract';

/**
 * The organisers' tools for their events (decision 021): duplicating one as a new draft, and (in
 * `event-attendance.contract.ts`) attendees, check-in and the waitlist. Recruiters use the
 * `/company/…` endpoints, managers the `/student_society/…` ones; another organisation's event
 * answers 404 exactly like a missing one.
 */

const COMPANY = '/api/v1/company/touchpoints';
const SOCIETY = '/api/v1/student_society/touchpoints';

const duplicate = (side: 'company' | 'society') =>
  ({
    method: 'POST',
    path: `${side === 'company' ? COMPANY : SOCIETY}/:id/duplicate`,
    summary:
      'Copy one of the organisation’s events into a new draft: every field, its co-hosts (invited again) and its registration questions, without its dates, registrations or views',
    tags: side === 'company' ? ['events', 'companies'] : ['events', 'student societies'],
    access: side === 'company' ? 'touchpoints.company.create' : 'touchpoints.society.create',
    params: TouchpointParamsSchema,
    responses: {
      201: TouchpointEditorDocumentSchema,
      ...errorResponses(400, 401, 403, 404, 422),
    },
  }) as const satisfies Contract;

export const duplicateCompanyEventContract = defineContract(duplicate('company'));
export const duplicateSocietyEventContract = defineContract(duplicate('society'));

export const RegistrationQuestionAttributesShape = {
  kind: z.enum(REGISTRATION_QUESTION_KINDS),
  label: z.string(),
  required: z.boolean(),
  /** The options of a choice question, in order; empty for the others. */
  options: z.array(z.string()),
  position: z.number().int().nonnegative(),
};
export const RegistrationQuestionListDocumentSchema = listDocumentSchema(
  'registration_question',
  RegistrationQuestionAttributesShape,
  z.object({ total_count: z.number().int().nonnegative() }),
);
export type RegistrationQuestionListDocument = z.infer<
  typeof RegistrationQuestionListDocumentSchema
>;
export type RegistrationQuestionResource = RegistrationQuestionListDocument['data'][number];

/** The whole list, in order: questions sent with their `id` keep it (and their answers). */
export const ReplaceRegistrationQuestionsBodySchema = z.object({
  registration_questions: RegistrationQuestionListInputSchema,
});
export type ReplaceRegistrationQuestionsBody = z.infer<
  typeof ReplaceRegistrationQuestionsBodySchema
>;

const questionsPath = (side: 'company' | 'society') =>
  `${side === 'company' ? COMPANY : SOCIETY}/:id/registration_questions` as const;
const questionsTags = (side: 'company' | 'society') =>
  side === 'company'
    ? (['events', 'companies'] as const)
    : (['events', 'student societies'] as const);
const questionsResponses = {
  200: RegistrationQuestionListDocumentSchema,
  ...errorResponses(400, 401, 403, 404),
};

export const listCompanyRegistrationQuestionsContract = defineContract({
  method: 'GET',
  path: questionsPath('company'),
  summary: 'The registration questions of one of the company’s events',
  tags: questionsTags('company'),
  access: 'touchpoints.company.read',
  params: TouchpointParamsSchema,
  responses: questionsResponses,
});
export const listSocietyRegistrationQuestionsContract = defineContract({
  method: 'GET',
  path: questionsPath('society'),
  summary: 'The registration questions of one of the society’s events',
  tags: questionsTags('society'),
  access: 'touchpoints.society.read',
  params: TouchpointParamsSchema,
  responses: questionsResponses,
});
export const replaceCompanyRegistrationQuestionsContract = defineContract({
  method: 'PUT',
  path: questionsPath('company'),
  summary:
    'Set the registration questions of one of the company’s events (the whole list, in order; at most 10)',
  tags: questionsTags('company'),
  access: 'touchpoints.company.update',
  params: TouchpointParamsSchema,
  body: ReplaceRegistrationQuestionsBodySchema,
  responses: questionsResponses,
});
export const replaceSocietyRegistrationQuestionsContract = defineContract({
  method: 'PUT',
  path: questionsPath('society'),
  summary:
    'Set the registration questions of one of the society’s events (the whole list, in order; at most 10)',
  tags: questionsTags('society'),
  access: 'touchpoints.society.update',
  params: TouchpointParamsSchema,
  body: ReplaceRegistrationQuestionsBodySchema,
  responses: questionsResponses,
});

/** What a candidate answers when registering for a published event (public, like the event). */
export const listEventRegistrationQuestionsContract = defineContract({
  method: 'GET',
  path: '/api/v1/touchpoints/:id/registration_questions',
  summary: 'The questions a published event asks at registration',
  tags: ['events'],
  access: 'public',
  params: z.object({ id: IdSchema }),
  responses: { 200: RegistrationQuestionListDocumentSchema, ...errorResponses(400, 404) },
});

/** This file's endpoints, by name, for the catalogue. */
export const eventHostingContracts = {
  duplicateCompanyEvent: duplicateCompanyEventContract,
  duplicateSocietyEvent: duplicateSocietyEventContract,
  listCompanyRegistrationQuestions: listCompanyRegistrationQuestionsContract,
  listSocietyRegistrationQuestions: listSocietyRegistrationQuestionsContract,
  replaceCompanyRegistrationQuestions: replaceCompanyRegistrationQuestionsContract,
  replaceSocietyRegistrationQuestions: replaceSocietyRegistrationQuestionsContract,
  listEventRegistrationQuestions: listEventRegistrationQuestionsContract,
} as const;
