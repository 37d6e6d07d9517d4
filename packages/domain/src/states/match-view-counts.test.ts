import { describe, expect, it } from 'vitest';
import {
  type MatchesMeta,
  markMatchViewed,
  matchGroupOf,
  moveMatchToViewed,
} from './match-view-counts';

const meta: MatchesMeta = {
  unvisited_count: 5,
  viewed_count: 2,
  jobs: { unvisited_count: 3, viewed_count: 1 },
  internships: { unvisited_count: 2, viewed_count: 0 },
  events: { unvisited_count: 0, viewed_count: 1 },
};

describe('moveMatchToViewed', () => {
  it('moves one from unvisited to viewed, overall and in the group', () => {
    expect(moveMatchToViewed(meta, 'jobs', false)).toEqual({
      unvisited_count: 4,
      viewed_count: 3,
      jobs: { unvisited_count: 2, viewed_count: 2 },
      internships: { unvisited_count: 2, viewed_count: 0 },
      events: { unvisited_count: 0, viewed_count: 1 },
    });
    expect(moveMatchToViewed(meta, 'internships', false).internships).toEqual({
      unvisited_count: 1,
      viewed_count: 1,
    });
  });

  it('never goes below zero', () => {
    const moved = moveMatchToViewed(meta, 'events', false);
    expect(moved.events).toEqual({ unvisited_count: 0, viewed_count: 2 });
    const empty = { ...meta, unvisited_count: 0 };
    expect(moveMatchToViewed(empty, 'jobs', false).unvisited_count).toBe(0);
  });

  it('does not count an already viewed match twice', () => {
    expect(moveMatchToViewed(meta, 'jobs', true)).toEqual(meta);
  });

  it('leaves the given meta untouched', () => {
    const copy = structuredClone(meta);
    moveMatchToViewed(meta, 'jobs', false);
    expect(meta).toEqual(copy);
  });
});

describe('markMatchViewed', () => {
  const now = new Date('2025-03-01T12:00:00Z');

  it('stamps viewed_at and moves the counts', () => {
    const result = markMatchViewed(meta, { id: 'm1', viewed_at: null }, 'jobs', now);
    expect(result.match).toEqual({ id: 'm1', viewed_at: '2025-03-01T12:00:00.000Z' });
    expect(result.meta.jobs).toEqual({ unvisited_count: 2, viewed_count: 2 });
  });

  it('keeps the first viewed_at and the counts for a viewed match', () => {
    const viewed = { id: 'm2', viewed_at: '2025-02-01T00:00:00.000Z' };
    const result = markMatchViewed(meta, viewed, 'jobs', now);
    expect(result.match).toBe(viewed);
    expect(result.meta).toEqual(meta);
  });
});

describe('matchGroupOf', () => {
  it('groups touchpoints as jobs, internships and events', () => {
    expect(matchGroupOf('Job')).toBe('jobs');
    expect(matchGroupOf('Internship')).toBe('internships');
    expect(matchGroupOf('Event')).toBe('events');
  });
});
