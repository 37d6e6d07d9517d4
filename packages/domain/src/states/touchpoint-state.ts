/** Every touchpoint state value (spec §4), spelled as the API sends them. */
export const TOUCHPOINT_STATES = [
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
] as const;
export type TouchpointState = (typeof TOUCHPOINT_STATES)[number];

export const isTouchpointState = (value: unknown): value is TouchpointState =>
  typeof value === 'string' && (TOUCHPOINT_STATES as readonly string[]).includes(value);

/** The create flow (spec §4): draft, then submit (ready_for_approval), then published. */
export const TOUCHPOINT_CREATE_FLOW = ['draft', 'ready_for_approval', 'published'] as const;
export type TouchpointCreateFlowState = (typeof TOUCHPOINT_CREATE_FLOW)[number];

/** The one move allowed out of each create-flow state. */
const CREATE_FLOW_NEXT: Readonly<
  Record<TouchpointCreateFlowState, TouchpointCreateFlowState | null>
> = {
  draft: 'ready_for_approval',
  ready_for_approval: 'published',
  published: null,
};

/** The step after `state` in the create flow, or null once published. */
export const nextCreateFlowState = (
  state: TouchpointCreateFlowState,
): TouchpointCreateFlowState | null => CREATE_FLOW_NEXT[state];

export const canMoveInCreateFlow = (from: string, to: string): boolean =>
  (TOUCHPOINT_CREATE_FLOW as readonly string[]).includes(from) &&
  CREATE_FLOW_NEXT[from as TouchpointCreateFlowState] === to;

export class InvalidTransitionError extends Error {
  override readonly name = 'InvalidTransitionError';
  constructor(
    readonly flow: string,
    readonly from: string,
    readonly to: string,
  ) {
    super(`A ${flow} cannot move from ${from} to ${to}.`);
  }
}

/**
 * Moves a touchpoint one step along the create flow: draft → ready_for_approval (submit) →
 * published. Any other move (skipping review, going back, unknown states) throws an
 * InvalidTransitionError.
 */
export const moveInCreateFlow = (from: string, to: string): TouchpointCreateFlowState => {
  if (!canMoveInCreateFlow(from, to)) throw new InvalidTransitionError('touchpoint', from, to);
  return to as TouchpointCreateFlowState;
};

/** Submitting a draft for approval. */
export const submitTouchpoint = (from: string): TouchpointCreateFlowState =>
  moveInCreateFlow(from, 'ready_for_approval');
