import type { CurrentUser } from '../../../lib/session/current-user';

/**
 * Where a user lands after signing in: candidates on their dashboard (onboarding first when
 * unfinished, AI onboarding while temporary); managers on their dashboard, or society onboarding
 * while they have no society; recruiters likewise with their company.
 */
export const homePathFor = (
  user: Pick<
    CurrentUser,
    'userable_type' | 'email' | 'onboarding_completed' | 'student_society' | 'company'
  >,
): string => {
  switch (user.userable_type) {
    case 'Candidate':
      if (!user.email) return '/candidate/ai/onboarding';
      return user.onboarding_completed ? '/candidate/dashboard' : '/candidate/onboarding';
    case 'Manager':
      return user.student_society ? '/dashboard' : '/society-profile/onboarding';
    case 'Recruiter':
      return user.company ? '/recruiter/dashboard' : '/recruiter/onboarding';
  }
};

/** The homes that are a dashboard: a return path wins over them (onboarding comes first). */
const DASHBOARDS = new Set(['/candidate/dashboard', '/dashboard', '/recruiter/dashboard']);

/** Where a user goes once signed in: back to `returnTo` (a same-site path), or home. */
export const destinationAfterSignIn = (
  user: Parameters<typeof homePathFor>[0],
  returnTo: string | null,
): string => {
  const home = homePathFor(user);
  return returnTo && DASHBOARDS.has(home) ? returnTo : home;
};

const ORIGIN = 'https://gradway.invalid';
/** Sign-in and sign-up pages: going back to one after signing in would loop. */
const AUTH_PAGE = /^\/(signin|signup|society\/sign(in|up)|company\/sign(in|up)|logout)(\/|$)/;

/**
 * A path on this site to send a user back to, or null: only a path (`/jobs/1?x=1#apply`), never
 * another origin, however it is spelled (`//evil.com`, `/\\evil.com`, `https://…`,
 * `javascript:…`, tabs or new lines that browsers drop, `/%2F…` stays a path). The answer is
 * the path as the URL parser reads it, so what is checked is what is followed.
 */
export const safeReturnPath = (raw: string | null | undefined): string | null => {
  if (!raw || raw.length > 2000 || !raw.startsWith('/')) return null;
  // Browsers read a backslash as a slash, and drop tabs and new lines, in URLs.
  const unsafe = [...raw].some((char) => char === '\\' || char < ' ' || char === '\u007f');
  if (unsafe || raw.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(raw, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN || AUTH_PAGE.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
};

/**
 * The page a guest was on before being sent to sign in (`/signin?redirect=/companies/acme`):
 * only a path on this site (`safeReturnPath`).
 */
export const returnPathFrom = (search: string): string | null =>
  safeReturnPath(new URLSearchParams(search).get('redirect'));

/** A sign-in page's address carrying the return path of the page it was opened from. */
export const withReturnPath = (path: string, search: string): string => {
  const back = returnPathFrom(search);
  return back ? `${path}?redirect=${encodeURIComponent(back)}` : path;
};

const REMEMBERED = 'gradway.returnPath';
/** A sign-in link is opened from the mail, often in a new tab: the return path waits an hour. */
const REMEMBER_MS = 60 * 60 * 1000;

/** Keeps the sign-in page's return path for the emailed link (this browser's storage). */
export const rememberReturnPath = (search: string): void => {
  const path = returnPathFrom(search);
  if (!path) return;
  try {
    localStorage.setItem(REMEMBERED, JSON.stringify({ path, at: Date.now() }));
  } catch {
    // Storage refused (private mode): the link signs in to the dashboard.
  }
};

/** The remembered return path, once (checked again: storage is not to be trusted). */
export const takeRememberedReturnPath = (now = Date.now()): string | null => {
  try {
    const raw = localStorage.getItem(REMEMBERED);
    localStorage.removeItem(REMEMBERED);
    if (!raw) return null;
    const { path, at } = JSON.parse(raw) as { path?: unknown; at?: unknown };
    if (typeof path !== 'string' || typeof at !== 'number' || now - at > REMEMBER_MS) return null;
    return safeReturnPath(path);
  } catch {
    return null;
  }
};
