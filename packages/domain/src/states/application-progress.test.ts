import { describe, expect, it } from 'vitest';
import {
  APPLICATION_PROGRESS,
  APPLY_KINDS,
  advanceApplication,
  applyKindOf,
  canAdvanceApplication,
} from './application-progress';
import { InvalidTransitionError } from './touchpoint-state';

describe('application progress', () => {
  it('is saved → started → applied', () => {
    expect(APPLICATION_PROGRESS).toEqual(['saved', 'started', 'applied']);
  });

  it.each([
    [null, 'saved'],
    [null, 'applied'],
    ['saved', 'started'],
    ['saved', 'applied'],
    ['started', 'applied'],
  ])('moves forward from %s to %s', (from, to) => {
    expect(canAdvanceApplication(from, to)).toBe(true);
    expect(advanceApplication(from, to)).toBe(to);
  });

  it.each([
    ['applied', 'started'],
    ['started', 'saved'],
    ['applied', 'saved'],
    ['saved', 'saved'],
    ['applied', 'applied'],
    ['saved', 'withdrawn'],
    ['unknown', 'applied'],
  ])('never moves from %s to %s', (from, to) => {
    expect(canAdvanceApplication(from, to)).toBe(false);
    expect(() => advanceApplication(from, to)).toThrow(InvalidTransitionError);
  });
});

describe('apply kinds', () => {
  it('are external or internal', () => {
    expect(APPLY_KINDS).toEqual(['external', 'internal']);
    expect(applyKindOf({ apply_url: 'https://careers.example/apply' })).toBe('external');
    expect(applyKindOf({ apply_url: null })).toBe('internal');
    expect(applyKindOf({ apply_url: ' ' })).toBe('internal');
    expect(applyKindOf({})).toBe('internal');
  });
});
