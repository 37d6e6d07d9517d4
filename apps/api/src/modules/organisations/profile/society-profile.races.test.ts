import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import { createSociety, createUniversity, createUser, signIn } from '../../../../test/factories';
import { managers, societyClaims } from '../../../db/schema';

// Meaningful on PostgreSQL with a pool (run with vitest.postgres.config.ts); PGlite serialises.
const t = useTestApp();

const newManager = () => createUser(t.db, { userableType: 'Manager', isApproved: false });

const post = async (user: { id: string; email: string | null }, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: await signIn(t.db, user), payload });

describe('concurrent onboarding', () => {
  it('gives societies created at once under one name distinct slugs', async () => {
    const university = await createUniversity(t.db);
    const people = await Promise.all([newManager(), newManager(), newManager()]);
    const answers = await Promise.all(
      people.map((person) =>
        post(person, '/api/v1/student_society/onboarding', {
          student_society: { name: 'Chess Club Race', university_id: university.id },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    const slugs = answers.map((answer) => answer.json().data.attributes.slug);
    expect(new Set(slugs).size).toBe(3);
    expect(slugs).toContain('chess-club-race');
  });

  it('attaches one claimant of an unmanaged society; the others wait for their approval', async () => {
    const society = await createSociety(t.db);
    const people = await Promise.all([newManager(), newManager(), newManager()]);
    const answers = await Promise.all(
      people.map((person) =>
        post(person, '/api/v1/student_society/claims', {
          claim: { student_society_id: society.id },
        }),
      ),
    );
    const states = answers.map((answer) => answer.json().data.attributes.state).sort();
    expect(states).toEqual(['completed', 'pending', 'pending']);
    const attached = await t.db
      .select()
      .from(managers)
      .where(eq(managers.studentSocietyId, society.id));
    expect(attached).toHaveLength(1);
    const claims = await t.db
      .select()
      .from(societyClaims)
      .where(eq(societyClaims.studentSocietyId, society.id));
    expect(claims).toHaveLength(2);
  });
});
