import { describe, expect, it } from 'vitest';
import {
  canMoveInCreateFlow,
  InvalidTransitionError,
  isTouchpointState,
  moveInCreateFlow,
  nextCreateFlowState,
  submitTouchpoint,
  TOUCHPOINT_CREATE_FLOW,
  TOUCHPOINT_STATES,
} from './touchpoint-state';

describe('touchpoint states', () => {
  it('are exactly the spec values', () => {
    expect(TOUCHPOINT_STATES).toEqual([
      'expired',
      'published',
      'draft',
      'ready_for_approval',
      'approved',
      'rejected',
      'pending',
      'closed',
      'ended',
      'accepted',
      'save',
      'Invitation pending',
      'Sold Out',
    ]);
    expect(isTouchpointState('Invitation pending')).toBe(true);
    expect(isTouchpointState('Sold Out')).toBe(true);
    expect(isTouchpointState('sold out')).toBe(false);
  });
});

describe('create flow', () => {
  it('goes draft → ready_for_approval → published', () => {
    expect(TOUCHPOINT_CREATE_FLOW).toEqual(['draft', 'ready_for_approval', 'published']);
    expect(nextCreateFlowState('draft')).toBe('ready_for_approval');
    expect(nextCreateFlowState('ready_for_approval')).toBe('published');
    expect(nextCreateFlowState('published')).toBeNull();
    expect(submitTouchpoint('draft')).toBe('ready_for_approval');
    expect(moveInCreateFlow('ready_for_approval', 'published')).toBe('published');
  });

  it.each([
    ['draft', 'published'],
    ['published', 'draft'],
    ['ready_for_approval', 'draft'],
    ['published', 'ready_for_approval'],
    ['draft', 'draft'],
    ['expired', 'published'],
  ])('rejects %s → %s', (from, to) => {
    expect(canMoveInCreateFlow(from, to)).toBe(false);
    expect(() => moveInCreateFlow(from, to)).toThrow(InvalidTransitionError);
    expect(() => moveInCreateFlow(from, to)).toThrow(
      `A touchpoint cannot move from ${from} to ${to}.`,
    );
  });

  it('cannot submit what is not a draft', () => {
    expect(() => submitTouchpoint('published')).toThrow(InvalidTransitionError);
  });
});
