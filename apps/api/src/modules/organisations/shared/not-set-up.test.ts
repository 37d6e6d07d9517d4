import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import { createUser, signIn } from '../../../../test/factories';

const t = useTestApp();

const SIDES = [
  {
    userableType: 'Recruiter' as const,
    message: 'Set up your company first.',
    urls: ['/api/v1/company/applicants', '/api/v1/company/touchpoints', '/api/v1/company/profile'],
  },
  {
    userableType: 'Manager' as const,
    message: 'Set up your society first.',
    urls: [
      '/api/v1/student_society/applicants',
      '/api/v1/student_society/touchpoints',
      '/api/v1/student_society/profile',
    ],
  },
];

describe('an organiser without an organisation yet (not set up, not approved)', () => {
  for (const side of SIDES) {
    it(`gets one answer from every ${side.userableType.toLowerCase()} route: 404 “${side.message}”`, async () => {
      for (const isApproved of [false, true]) {
        const user = await createUser(t.db, { userableType: side.userableType, isApproved });
        const headers = await signIn(t.db, user);
        for (const url of side.urls) {
          const answer = await t.app.inject({ method: 'GET', url, headers });
          expect({ url, isApproved, status: answer.statusCode, body: answer.json() }).toEqual({
            url,
            isApproved,
            status: 404,
            body: { error: side.message },
          });
        }
      }
    });
  }
});
