import { v5 as uuidv5 } from 'uuid';

/** Namespace of the demo's row ids: UUID v5 of a key, so a rerun finds the same rows. */
const DEMO_ID_NAMESPACE = '3f0c7a52-5d1e-4b8e-9a61-0c2f4e7d9b13';

export const demoId = (kind: string, key: string | number): string =>
  uuidv5(`${kind}:${key}`, DEMO_ID_NAMESPACE);

/** The demo sign-ins printed when the app starts on a fresh database. */
export const DEMO_ACCOUNTS = {
  candidate: {
    email: 'candidate@demo.gradway.app',
    firstName: 'Priya',
    lastName: 'Shah',
  },
  manager: {
    email: 'manager@demo.gradway.app',
    password: 'Gradway-Manager-2026',
    firstName: 'Daniel',
    lastName: 'Reid',
  },
  recruiter: {
    email: 'recruiter@demo.gradway.app',
    password: 'Gradway-Recruiter-2026',
    firstName: 'Sophie',
    lastName: 'Turner',
  },
  admin: {
    email: 'admin@demo.gradway.app',
    password: 'Gradway-Admin-2026',
    firstName: 'Gradway',
    lastName: 'Admin',
  },
} as const;

export type DemoRole = keyof typeof DEMO_ACCOUNTS;

export interface DemoSignIn {
  role: DemoRole;
  email: string;
  password?: string;
  note: string;
}

export const DEMO_SIGN_INS: readonly DemoSignIn[] = [
  {
    role: 'candidate',
    email: DEMO_ACCOUNTS.candidate.email,
    note: 'Candidate (onboarded, UCL Computer Science). Sign in at /signin: the one-time code is emailed (without SMTP_URL, read it in the development mailbox).',
  },
  {
    role: 'manager',
    email: DEMO_ACCOUNTS.manager.email,
    password: DEMO_ACCOUNTS.manager.password,
    note: 'Society manager (approved) of UCL Technology Society. Sign in at /society/signin.',
  },
  {
    role: 'recruiter',
    email: DEMO_ACCOUNTS.recruiter.email,
    password: DEMO_ACCOUNTS.recruiter.password,
    note: 'Recruiter (approved) at Northwind Analytics. Sign in at /company/signin.',
  },
  {
    role: 'admin',
    email: DEMO_ACCOUNTS.admin.email,
    password: DEMO_ACCOUNTS.admin.password,
    note: 'Admin: approves managers, recruiters and touchpoints; the app itself refuses admins.',
  },
];
