import type { RegistrationQuestionKind } from '@gradway/domain';
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, oneOf, timestamps } from './columns';
import { touchpoints } from './touchpoints';

export const REGISTRATION_QUESTION_KIND_VALUES = [
  'short_text',
  'single_choice',
  'multiple_choice',
  'yes_no',
] as const satisfies readonly RegistrationQuestionKind[];

/**
 * A question the organiser asks everyone registering for an event (decision 021), in `position`
 * order. The answers live with each registration (`event_registrations.answers`), with the
 * question's words as they were asked.
 */
export const eventRegistrationQuestions = pgTable(
  'event_registration_questions',
  {
    id: id(),
    touchpointId: uuid('touchpoint_id')
      .notNull()
      .references(() => touchpoints.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind').$type<RegistrationQuestionKind>().notNull(),
    label: text('label').notNull(),
    required: boolean('required').notNull().default(false),
    /** The options of a single or multiple choice question, in order. */
    options: jsonb('options').$type<string[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [
    index('event_registration_questions_touchpoint_idx').on(t.touchpointId, t.position),
    check(
      'event_registration_questions_kind_check',
      oneOf('kind', REGISTRATION_QUESTION_KIND_VALUES),
    ),
  ],
);
