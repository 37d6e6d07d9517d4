import type { MatchedTouchpoint, MatchesDocument } from '@gradway/domain/contracts';
import { describe, expect, it } from 'vitest';
import { markViewedLocally, removeLocally } from './matches-state';

const matched = (id: string, type: 'Job' | 'Event', viewedAt: string | null) =>
  ({
    id: `tp-${id}`,
    type: 'touchpoint',
    attributes: {
      touchpointable_type: type,
      match: { id, viewed_at: viewedAt, score: 80, reasons: [], missing: [], preferred: false },
    },
  }) as unknown as MatchedTouchpoint;

const documentOf = (): MatchesDocument => ({
  data: {
    touchpoints: {
      jobs: [matched('a', 'Job', null), matched('b', 'Job', '2030-01-01T00:00:00.000Z')],
      internships: [],
      events: [matched('c', 'Event', null)],
    },
  },
  meta: {
    unvisited_count: 2,
    viewed_count: 1,
    jobs: { unvisited_count: 1, viewed_count: 1 },
    internships: { unvisited_count: 0, viewed_count: 0 },
    events: { unvisited_count: 1, viewed_count: 0 },
    generating: false,
  },
});

describe('markViewedLocally', () => {
  it('moves the counts from unvisited to viewed, in total and for the type', () => {
    const next = markViewedLocally(documentOf(), 'c', '2030-02-02T00:00:00.000Z');
    expect(next.meta).toEqual({
      unvisited_count: 1,
      viewed_count: 2,
      jobs: { unvisited_count: 1, viewed_count: 1 },
      internships: { unvisited_count: 0, viewed_count: 0 },
      events: { unvisited_count: 0, viewed_count: 1 },
      generating: false,
    });
    expect(next.data.touchpoints.events[0]?.attributes.match.viewed_at).toBe(
      '2030-02-02T00:00:00.000Z',
    );
  });

  it('changes nothing for a match already viewed or unknown', () => {
    const document = documentOf();
    expect(markViewedLocally(document, 'b', '2030-02-02T00:00:00.000Z')).toBe(document);
    expect(markViewedLocally(document, 'zzz', '2030-02-02T00:00:00.000Z')).toBe(document);
  });
});

describe('removeLocally', () => {
  it('takes a dismissed match out with its count', () => {
    const next = removeLocally(documentOf(), 'a');
    expect(next.data.touchpoints.jobs.map((tp) => tp.attributes.match.id)).toEqual(['b']);
    expect(next.meta).toMatchObject({ unvisited_count: 1, jobs: { unvisited_count: 0 } });
  });
});
