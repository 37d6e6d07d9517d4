import type { RegistrationQuestionInput } from '@gradway/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db';
import { eventRegistrationQuestions } from '../../../db/schema';

export type RegistrationQuestionRow = typeof eventRegistrationQuestions.$inferSelect;

/** An event's questions, in order. */
export const listQuestions = (db: Db, touchpointId: string): Promise<RegistrationQuestionRow[]> =>
  db
    .select()
    .from(eventRegistrationQuestions)
    .where(eq(eventRegistrationQuestions.touchpointId, touchpointId))
    .orderBy(asc(eventRegistrationQuestions.position));

/**
 * Makes the event's questions exactly `wanted`, in its order. A question sent with the id of one
 * of the event's questions is updated in place (its answers stay attached); any other id is a new
 * question; questions left out are removed.
 */
export const replaceQuestions = async (
  db: Db,
  touchpointId: string,
  wanted: readonly RegistrationQuestionInput[],
) => {
  const existing = new Set((await listQuestions(db, touchpointId)).map((row) => row.id));
  const kept = new Set(wanted.flatMap((question) => (question.id ? [question.id] : [])));
  const gone = [...existing].filter((id) => !kept.has(id));
  if (gone.length > 0) {
    await db.delete(eventRegistrationQuestions).where(inArray(eventRegistrationQuestions.id, gone));
  }
  for (const [position, question] of wanted.entries()) {
    const values = {
      position,
      kind: question.kind,
      label: question.label,
      required: question.required,
      options: question.options,
    };
    if (question.id && existing.has(question.id)) {
      await db
        .update(eventRegistrationQuestions)
        .set(values)
        .where(eq(eventRegistrationQuestions.id, question.id));
    } else {
      await db.insert(eventRegistrationQuestions).values({ ...values, touchpointId });
    }
  }
};
