import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import { createCandidate, createCompany, signIn } from '../../../../test/factories';
import { follows } from '../../../db/schema';

// Meaningful on PostgreSQL with a pool (run with vitest.postgres.config.ts); PGlite serialises.
const t = useTestApp();

describe('concurrent follows', () => {
  it('makes one follow of the same company from concurrent requests', async () => {
    const { user, candidate } = await createCandidate(t.db);
    const company = await createCompany(t.db);
    const headers = await signIn(t.db, user);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/candidate/follows',
          headers,
          payload: { follow: { followable_type: 'Company', followable_id: company.id } },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((answer) => answer.json().data.id)).size).toBe(1);
    const rows = await t.db
      .select()
      .from(follows)
      .where(and(eq(follows.candidateId, candidate.id), eq(follows.followableId, company.id)));
    expect(rows).toHaveLength(1);
  });
});
