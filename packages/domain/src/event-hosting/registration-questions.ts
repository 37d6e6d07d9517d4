import { z } from 'zod';

/**
 * Questions an organiser asks everyone who registers for an event (decision 021): short text,
 * single choice, multiple choice or yes/no, each required or not. Answered once, at registration,
 * in the same transaction as the registration; shown in the attendee list and its export.
 */

export const REGISTRATION_QUESTION_KINDS = [
  'short_text',
  'single_choice',
  'multiple_choice',
  'yes_no',
] as const;
export type RegistrationQuestionKind = (typeof REGISTRATION_QUESTION_KINDS)[number];

export const REGISTRATION_QUESTION_LIMITS = {
  questions: 10,
  label: 200,
  options: 20,
  option: 100,
  answer: 500,
} as const;

export const REGISTRATION_QUESTION_MESSAGES = {
  tooMany: `Ask at most ${REGISTRATION_QUESTION_LIMITS.questions} questions.`,
  kindInvalid: 'Choose short text, single choice, multiple choice or yes/no.',
  labelRequired: 'Write the question.',
  labelTooLong: `Keep the question under ${REGISTRATION_QUESTION_LIMITS.label} characters.`,
  textInvalid: 'Use letters, numbers and punctuation only.',
  optionsRequired: 'Give at least two options.',
  tooManyOptions: `Give at most ${REGISTRATION_QUESTION_LIMITS.options} options.`,
  optionRequired: 'An option cannot be empty.',
  optionTooLong: `Keep each option under ${REGISTRATION_QUESTION_LIMITS.option} characters.`,
  optionRepeated: 'Each option must be different.',
  noOptions: 'Only choice questions have options.',
  answerRequired: 'This question needs an answer.',
  answerTooLong: `Keep the answer under ${REGISTRATION_QUESTION_LIMITS.answer} characters.`,
  answerInvalid: 'Choose one of the options.',
  answerUnknown: 'This event does not ask that question.',
} as const;
const M = REGISTRATION_QUESTION_MESSAGES;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it rejects
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** Text a person typed: no control characters (NUL…) and no broken UTF-16. */
export const isPlainText = (value: string): boolean =>
  !CONTROL.test(value) && !LONE_SURROGATE.test(value);

const text = (max: number, required: string, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .refine(isPlainText, M.textInvalid);

export const RegistrationQuestionInputSchema = z
  .object({
    /** Kept when an existing question is edited, so answers given before stay attached. */
    id: z.uuid().optional(),
    kind: z.enum(REGISTRATION_QUESTION_KINDS, { error: M.kindInvalid }),
    label: text(REGISTRATION_QUESTION_LIMITS.label, M.labelRequired, M.labelTooLong),
    required: z.boolean().default(false),
    options: z
      .array(text(REGISTRATION_QUESTION_LIMITS.option, M.optionRequired, M.optionTooLong))
      .max(REGISTRATION_QUESTION_LIMITS.options, M.tooManyOptions)
      .default([]),
  })
  .superRefine((question, sink) => {
    const choice = question.kind === 'single_choice' || question.kind === 'multiple_choice';
    if (choice && question.options.length < 2) {
      sink.addIssue({ code: 'custom', path: ['options'], message: M.optionsRequired });
    }
    if (!choice && question.options.length > 0) {
      sink.addIssue({ code: 'custom', path: ['options'], message: M.noOptions });
    }
    const seen = new Set(question.options.map((option) => option.toLowerCase()));
    if (seen.size !== question.options.length) {
      sink.addIssue({ code: 'custom', path: ['options'], message: M.optionRepeated });
    }
  });
export type RegistrationQuestionInput = z.infer<typeof RegistrationQuestionInputSchema>;

export const RegistrationQuestionListInputSchema = z
  .array(RegistrationQuestionInputSchema)
  .max(REGISTRATION_QUESTION_LIMITS.questions, M.tooMany);

/** A stored question, as registration forms and attendee lists read it. */
export interface RegistrationQuestion {
  id: string;
  kind: RegistrationQuestionKind;
  label: string;
  required: boolean;
  options: string[];
}

/** One answer as a candidate sends it: text, one option, several options, or yes/no. */
export const RegistrationAnswerValueSchema = z.union([
  z.string().max(REGISTRATION_QUESTION_LIMITS.answer * 2),
  z.boolean(),
  z
    .array(z.string().max(REGISTRATION_QUESTION_LIMITS.option * 2))
    .max(REGISTRATION_QUESTION_LIMITS.options),
  z.null(),
]);
export type RegistrationAnswerValue = z.infer<typeof RegistrationAnswerValueSchema>;

/** Answers keyed by question id. */
export const RegistrationAnswersInputSchema = z.record(z.uuid(), RegistrationAnswerValueSchema);
export type RegistrationAnswersInput = z.infer<typeof RegistrationAnswersInputSchema>;

/** An answer as stored with the registration: the question as it was asked, and the answer. */
export interface StoredRegistrationAnswer {
  question_id: string;
  question: string;
  answer: string | boolean | string[];
}

const empty = (value: RegistrationAnswerValue | undefined) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/**
 * Checks a candidate's answers against the event's questions: every required one answered, each
 * answer of its question's kind (an option among the options). Answers the stored answers in the
 * questions' order, or the errors by question id.
 */
export const checkRegistrationAnswers = (
  questions: readonly RegistrationQuestion[],
  answers: RegistrationAnswersInput,
):
  | { ok: true; answers: StoredRegistrationAnswer[] }
  | { ok: false; errors: Record<string, string> } => {
  const errors: Record<string, string> = {};
  const known = new Set(questions.map((question) => question.id));
  for (const id of Object.keys(answers)) if (!known.has(id)) errors[id] = M.answerUnknown;
  const stored: StoredRegistrationAnswer[] = [];
  for (const question of questions) {
    const value = answers[question.id];
    if (empty(value)) {
      if (question.required) errors[question.id] = M.answerRequired;
      continue;
    }
    const keep = (answer: StoredRegistrationAnswer['answer']) =>
      stored.push({ question_id: question.id, question: question.label, answer });
    switch (question.kind) {
      case 'short_text': {
        if (typeof value !== 'string' || !isPlainText(value)) errors[question.id] = M.textInvalid;
        else if (value.trim().length > REGISTRATION_QUESTION_LIMITS.answer) {
          errors[question.id] = M.answerTooLong;
        } else keep(value.trim());
        break;
      }
      case 'yes_no': {
        if (typeof value !== 'boolean') errors[question.id] = M.answerInvalid;
        else keep(value);
        break;
      }
      case 'single_choice': {
        if (typeof value !== 'string' || !question.options.includes(value)) {
          errors[question.id] = M.answerInvalid;
        } else keep(value);
        break;
      }
      case 'multiple_choice': {
        const chosen = Array.isArray(value) ? value : [];
        if (
          !Array.isArray(value) ||
          chosen.some((option) => !question.options.includes(option)) ||
          new Set(chosen).size !== chosen.length
        ) {
          errors[question.id] = M.answerInvalid;
        } else keep(question.options.filter((option) => chosen.includes(option)));
        break;
      }
    }
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, answers: stored };
};

/** An answer as a cell of the attendee list and its CSV export. */
export const answerText = (answer: StoredRegistrationAnswer['answer'] | undefined): string => {
  if (answer === undefined) return '';
  if (typeof answer === 'boolean') return answer ? 'Yes' : 'No';
  if (Array.isArray(answer)) return answer.join('; ');
  return answer;
};
