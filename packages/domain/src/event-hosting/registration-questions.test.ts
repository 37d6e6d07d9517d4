import { describe, expect, it } from 'vitest';
import {
  answerText,
  checkRegistrationAnswers,
  REGISTRATION_QUESTION_MESSAGES as M,
  type RegistrationQuestion,
  RegistrationQuestionListInputSchema,
} from './registration-questions';

const Q = (id: number, kind: RegistrationQuestion['kind'], extra = {}): RegistrationQuestion => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  kind,
  label: `Question ${id}`,
  required: false,
  options: [],
  ...extra,
});

const questions = [
  Q(1, 'short_text', { required: true }),
  Q(2, 'single_choice', { options: ['Finance', 'Tech'] }),
  Q(3, 'multiple_choice', { options: ['Mon', 'Tue', 'Wed'] }),
  Q(4, 'yes_no', { required: true }),
];
const [text, single, multiple, yesNo] = questions.map((question) => question.id) as [
  string,
  string,
  string,
  string,
];

describe('registration questions', () => {
  it('accept the four kinds; choices need two different options; others none', () => {
    const parsed = RegistrationQuestionListInputSchema.safeParse([
      { kind: 'short_text', label: ' Dietary needs? ', required: true },
      { kind: 'single_choice', label: 'Track', options: ['Finance', 'Tech'] },
      { kind: 'multiple_choice', label: 'Days', options: ['Mon', 'Tue'] },
      { kind: 'yes_no', label: 'Photos OK?' },
    ]);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.[0]).toMatchObject({
      label: 'Dietary needs?',
      required: true,
      options: [],
    });
    const bad = (question: object) =>
      RegistrationQuestionListInputSchema.safeParse([question]).error?.issues[0]?.message;
    expect(bad({ kind: 'single_choice', label: 'Track', options: ['One'] })).toBe(
      M.optionsRequired,
    );
    expect(bad({ kind: 'single_choice', label: 'Track', options: ['A', 'a'] })).toBe(
      M.optionRepeated,
    );
    expect(bad({ kind: 'yes_no', label: 'OK?', options: ['Yes', 'No'] })).toBe(M.noOptions);
    expect(bad({ kind: 'essay', label: 'Why?' })).toBe(M.kindInvalid);
    expect(bad({ kind: 'short_text', label: '   ' })).toBe(M.labelRequired);
    expect(bad({ kind: 'short_text', label: 'x'.repeat(201) })).toBe(M.labelTooLong);
    expect(bad({ kind: 'short_text', label: 'a\u0000b' })).toBe(M.textInvalid);
    expect(bad({ kind: 'short_text', label: 'a\uD800b' })).toBe(M.textInvalid);
    const eleven = Array.from({ length: 11 }, () => ({ kind: 'yes_no', label: 'OK?' }));
    expect(RegistrationQuestionListInputSchema.safeParse(eleven).error?.issues[0]?.message).toBe(
      M.tooMany,
    );
  });

  it('check answers: required ones given, choices among the options, stored in order', () => {
    const result = checkRegistrationAnswers(questions, {
      [yesNo]: false,
      [multiple]: ['Wed', 'Mon'],
      [text]: '  Vegetarian ',
    });
    expect(result).toEqual({
      ok: true,
      answers: [
        { question_id: text, question: 'Question 1', answer: 'Vegetarian' },
        { question_id: multiple, question: 'Question 3', answer: ['Mon', 'Wed'] },
        { question_id: yesNo, question: 'Question 4', answer: false },
      ],
    });
  });

  it('refuse a missing required answer, an unknown option, a wrong type and a stray question', () => {
    const result = checkRegistrationAnswers(questions, {
      [text]: ' ',
      [single]: 'Law',
      [multiple]: 'Mon',
      [yesNo]: 'yes',
      '00000000-0000-4000-8000-000000000009': 'x',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        [text]: M.answerRequired,
        [single]: M.answerInvalid,
        [multiple]: M.answerInvalid,
        [yesNo]: M.answerInvalid,
        '00000000-0000-4000-8000-000000000009': M.answerUnknown,
      },
    });
    expect(checkRegistrationAnswers(questions, { [text]: 'x'.repeat(501), [yesNo]: true })).toEqual(
      { ok: false, errors: { [text]: M.answerTooLong } },
    );
  });

  it('read as text in the attendee list and its export', () => {
    expect(answerText(true)).toBe('Yes');
    expect(answerText(false)).toBe('No');
    expect(answerText(['Mon', 'Wed'])).toBe('Mon; Wed');
    expect(answerText(undefined)).toBe('');
  });
});
