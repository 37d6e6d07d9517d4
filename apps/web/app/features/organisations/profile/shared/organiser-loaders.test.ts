import { afterEach, describe, expect, test, vi } from 'vitest';
import { forgetCurrentUser } from '../../../../lib/session/current-user';
import { requireAudience } from '../../../../lib/session/guard';
import { clearSession, setSession } from '../../../../lib/session/session-store';
import { json, userDocument } from '../../../../lib/testing/organisation-test-data';
import { loadCompanyEditPage, loadSocietyProfilePage } from './organiser-loaders';

afterEach(() => {
  vi.restoreAllMocks();
  clearSession();
  forgetCurrentUser();
});

/** Signs in as this role; every endpoint but the user's answers 403, like another role's. */
const signedInAs = (role: 'Manager' | 'Recruiter') => {
  setSession({ email: 'ada@example.ac.uk', token: `token-${role}` });
  const asked: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://test');
    asked.push(url.pathname);
    if (url.pathname === '/api/v1/user') return json(userDocument(role));
    return json({ error: 'You are not allowed to do that.' }, 403);
  });
  return asked;
};

describe("the organisers' pages load only for their own role", () => {
  test('a recruiter opening /society-profile calls no society endpoint (no 403)', async () => {
    const asked = signedInAs('Recruiter');
    expect(await loadSocietyProfilePage()).toBeNull();
    expect(asked).toEqual(['/api/v1/user']);
  });

  test('a manager opening /company/edit calls no company endpoint', async () => {
    const asked = signedInAs('Manager');
    expect(await loadCompanyEditPage()).toBeNull();
    expect(asked).toEqual(['/api/v1/user']);
  });

  test("the layout's guard and the screen share one request for the user", async () => {
    const asked = signedInAs('Recruiter');
    await Promise.all([requireAudience('recruiter'), loadSocietyProfilePage()]);
    expect(asked.filter((path) => path === '/api/v1/user')).toHaveLength(1);
  });
});
