import type { RegistrationQuestion, RegistrationQuestionInput } from '@gradway/domain';
import type { RegistrationQuestionListDocument } from '@gradway/domain/contracts';
import type { Db } from '../../../db';
import { notFound } from '../../../http/http-error';
import {
  findHostedRow,
  findTouchpointRow,
} from '../../opportunities/organiser-touchpoints/authoring-editor';
import type { Organisation } from '../../opportunities/organiser-touchpoints/organiser-side';
import {
  listQuestions,
  type RegistrationQuestionRow,
  replaceQuestions,
} from './registration-questions.repository';

export const REGISTRATION_QUESTION_NOT_FOUND = 'Event not found';

/** A stored question as the domain's answer check reads it. */
export const questionOf = (row: RegistrationQuestionRow): RegistrationQuestion => ({
  id: row.id,
  kind: row.kind,
  label: row.label,
  required: row.required,
  options: row.options,
});

/** An event's questions, for the answer check at registration (empty when it asks none). */
export const questionsOfEvent = async (db: Db, touchpointId: string) =>
  (await listQuestions(db, touchpointId)).map(questionOf);

const listDocument = (rows: RegistrationQuestionRow[]): RegistrationQuestionListDocument => ({
  data: rows.map((row) => ({
    id: row.id,
    type: 'registration_question',
    attributes: {
      id: row.id,
      kind: row.kind,
      label: row.label,
      required: row.required,
      options: row.options,
      position: row.position,
    },
  })),
  meta: { total_count: rows.length },
});

const hostedEvent = async (db: Db, organisation: Organisation, id: string) => {
  const row = await findHostedRow(db, organisation, id);
  if (row.touchpoint.touchpointableType !== 'Event')
    throw notFound(REGISTRATION_QUESTION_NOT_FOUND);
  return row;
};

export const organiserQuestions = async (db: Db, organisation: Organisation, id: string) => {
  await hostedEvent(db, organisation, id);
  return listDocument(await listQuestions(db, id));
};

/** The host sets the whole list of questions, in order, in one transaction. */
export const setOrganiserQuestions = async (
  db: Db,
  organisation: Organisation,
  id: string,
  questions: readonly RegistrationQuestionInput[],
) => {
  await hostedEvent(db, organisation, id);
  await db.transaction((tx) => replaceQuestions(tx, id, questions));
  return listDocument(await listQuestions(db, id));
};

/** A published event's questions, for the registration form. */
export const publicQuestions = async (db: Db, id: string) => {
  const row = await findTouchpointRow(db, id);
  if (row?.touchpoint.touchpointableType !== 'Event' || row.touchpoint.state !== 'published') {
    throw notFound(REGISTRATION_QUESTION_NOT_FOUND);
  }
  return listDocument(await listQuestions(db, id));
};

/** Copies an event's questions to another (a duplicated event), in the caller's transaction. */
export const copyQuestions = async (db: Db, fromId: string, toId: string) => {
  const rows = await listQuestions(db, fromId);
  await replaceQuestions(
    db,
    toId,
    rows.map((row) => ({ ...questionOf(row), id: undefined })),
  );
};
