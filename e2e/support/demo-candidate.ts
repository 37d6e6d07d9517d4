import { inject } from 'vitest';

/** The demo candidate (apps/api/src/seed/demo-accounts.ts). */
export const DEMO_CANDIDATE_EMAIL = 'candidate@demo.gradway.app';

export interface DemoCandidateSession {
  email: string;
  token: string;
}

/**
 * The demo candidate's session, signed in once for the whole run by the global setup with the
 * code emailed to them (`server.global.ts`). Files share it rather than each asking for a code:
 * sign-in allows an address a few codes per quarter hour (decision 006), which a dozen files
 * signing in the same person would spend. The sign-in journey itself is tested in `accounts/`.
 */
export const demoCandidateSession = (): DemoCandidateSession => inject('demoCandidate');
