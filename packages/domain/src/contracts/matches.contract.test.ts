import { describe, expect, it } from 'vitest';
import {
  dismissMatchContract,
  dismissMatchReasonContract,
  listMatchesContract,
  markPreferredMatchesContract,
  viewMatchContract,
} from './matches.contract';
import { candidateUserDocument, firstIssuePath, touchpointResource, uuid } from './test-samples';

const matched = (n: number) => {
  const touchpoint = touchpointResource(uuid(n));
  return {
    ...touchpoint,
    attributes: {
      ...touchpoint.attributes,
      match: {
        id: uuid(n + 100),
        viewed_at: null,
        score: 87.5,
        reasons: [
          { key: 'city:london', label: 'In London' },
          { key: `industry:${uuid(7)}`, label: 'You’re interested in Technology' },
        ],
        missing: [{ key: 'salary', label: 'Pays less than you asked for' }],
        preferred: false,
      },
    },
  };
};

const counts = { unvisited_count: 1, viewed_count: 0 };

describe('listMatchesContract', () => {
  it('groups by touchpointable and can generate now or from scratch', () => {
    expect([listMatchesContract.method, listMatchesContract.path]).toEqual([
      'GET',
      '/api/v3/matches',
    ]);
    const { query } = listMatchesContract;
    expect(query.parse({ group_by: 'touchpointable' })).toEqual({
      group_by: 'touchpointable',
      generate_now: false,
      generate_from_scratch: false,
    });
    expect(
      query.parse({ group_by: 'touchpointable', generate_from_scratch: 'true' }),
    ).toMatchObject({
      generate_from_scratch: true,
    });
    expect(firstIssuePath(query.safeParse({ group_by: 'city' }))).toBe('group_by');
  });

  it('answers data.touchpoints as jobs, internships and events, with counts in meta', () => {
    const document = {
      data: { touchpoints: { jobs: [], internships: [], events: [matched(10)] } },
      meta: {
        unvisited_count: 1,
        viewed_count: 0,
        jobs: { unvisited_count: 0, viewed_count: 0 },
        internships: { unvisited_count: 0, viewed_count: 0 },
        events: counts,
        generating: false,
      },
    };
    const schema = listMatchesContract.responses[200];
    expect(schema.parse(document)).toEqual(document);
    const { events: _, ...withoutEvents } = document.meta;
    expect(firstIssuePath(schema.safeParse({ ...document, meta: withoutEvents }))).toBe(
      'meta.events',
    );
    const plainReason = structuredClone(document) as unknown as {
      data: { touchpoints: { events: { attributes: { match: { reasons: unknown[] } } }[] } };
    };
    plainReason.data.touchpoints.events[0]!.attributes.match.reasons = ['In London'];
    expect(firstIssuePath(schema.safeParse(plainReason))).toBe(
      'data.touchpoints.events.0.attributes.match.reasons.0',
    );
    const badScore = structuredClone(document);
    badScore.data.touchpoints.events[0]!.attributes.match.score = 140;
    expect(firstIssuePath(schema.safeParse(badScore))).toBe(
      'data.touchpoints.events.0.attributes.match.score',
    );
  });
});

describe('viewMatchContract', () => {
  it('marks a match viewed with match.viewed_at as an ISO time', () => {
    expect([viewMatchContract.method, viewMatchContract.path]).toEqual([
      'PATCH',
      '/api/v2/matches/:matchId',
    ]);
    const body = { match: { viewed_at: '2026-11-22T11:07:08.000Z' } };
    expect(viewMatchContract.body.parse(body)).toEqual(body);
    expect(
      firstIssuePath(viewMatchContract.body.safeParse({ match: { viewed_at: '22/11/2026' } })),
    ).toBe('match.viewed_at');
    expect(firstIssuePath(viewMatchContract.params.safeParse({ matchId: 'latest' }))).toBe(
      'matchId',
    );
    const answer = {
      data: {
        id: uuid(110),
        type: 'match',
        attributes: {
          id: uuid(110),
          touchpoint_id: uuid(10),
          viewed_at: body.match.viewed_at,
          score: 87.5,
          preferred: false,
          dismissed_at: null,
        },
      },
    };
    expect(viewMatchContract.responses[200].parse(answer)).toEqual(answer);
  });
});

describe('markPreferredMatchesContract', () => {
  it('takes match_ids and answers the updated user', () => {
    expect(markPreferredMatchesContract.path).toBe('/api/v3/matches/mark_preferred');
    expect(markPreferredMatchesContract.body.parse({ match_ids: [uuid(110)] })).toEqual({
      match_ids: [uuid(110)],
    });
    expect(firstIssuePath(markPreferredMatchesContract.body.safeParse({ match_ids: [] }))).toBe(
      'match_ids',
    );
    expect(markPreferredMatchesContract.responses[200].parse(candidateUserDocument)).toEqual(
      candidateUserDocument,
    );
  });
});

describe('dismissing', () => {
  it('hides one match by id', () => {
    expect([dismissMatchContract.method, dismissMatchContract.path]).toEqual([
      'POST',
      '/api/v3/matches/:matchId/dismiss',
    ]);
    expect(dismissMatchContract.access).toBe('matches.dismiss');
    expect(firstIssuePath(dismissMatchContract.params.safeParse({ matchId: 'x' }))).toBe('matchId');
  });

  it('takes a reason key and answers the rescored matches', () => {
    expect(dismissMatchReasonContract.path).toBe('/api/v3/matches/dismiss_reason');
    for (const key of ['remote', 'salary', `area:${uuid(3)}`, 'work_mode:hybrid']) {
      expect(dismissMatchReasonContract.body.parse({ reason_key: key })).toEqual({
        reason_key: key,
      });
    }
    for (const key of ['', 'Area:x', 'area:<script>', 'a'.repeat(81)]) {
      expect(firstIssuePath(dismissMatchReasonContract.body.safeParse({ reason_key: key }))).toBe(
        'reason_key',
      );
    }
    expect(dismissMatchReasonContract.responses[200]).toBe(listMatchesContract.responses[200]);
  });
});
