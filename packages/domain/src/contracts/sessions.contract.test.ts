import { describe, expect, it } from 'vitest';
import {
  requestCandidateLoginContract,
  requestPasswordResetContract,
  resetPasswordContract,
  signInContract,
  signOutContract,
  signUpContract,
  verifyEmailContract,
} from './sessions.contract';
import { firstIssuePath } from './test-samples';

describe('requestCandidateLoginContract', () => {
  it('takes the body third-party clients send', () => {
    const body = {
      user: { email: 'ada@example.ac.uk', userable_type: 'Candidate', userable_source: 'website' },
    };
    expect(requestCandidateLoginContract.path).toBe('/api/v1/candidate/login');
    expect(requestCandidateLoginContract.body.parse(body)).toEqual(body);
    expect(
      requestCandidateLoginContract.body.parse({
        user: { email: 'ada@example.ac.uk', userable_type: 'Candidate' },
      }).user.userable_source,
    ).toBe('website');
    expect(
      firstIssuePath(
        requestCandidateLoginContract.body.safeParse({
          user: { email: 'ada@', userable_type: 'Candidate' },
        }),
      ),
    ).toBe('user.email');
    expect(
      firstIssuePath(
        requestCandidateLoginContract.body.safeParse({
          user: { email: 'ada@example.ac.uk', userable_type: 'Recruiter' },
        }),
      ),
    ).toBe('user.userable_type');
  });
});

describe('signInContract', () => {
  const { body } = signInContract;

  it('signs in with an email and a 6-digit code, or with a password', () => {
    expect([signInContract.method, signInContract.path]).toEqual(['POST', '/api/v1/login']);
    expect(body.parse({ user: { email: 'ada@example.ac.uk', otp: '123456' } })).toEqual({
      user: { email: 'ada@example.ac.uk', otp: '123456' },
    });
    expect(
      body.parse({ user: { email: 'grace@acme.example', password: 'correct horse battery' } }),
    ).toEqual({ user: { email: 'grace@acme.example', password: 'correct horse battery' } });
    expect(body.safeParse({ user: { email: 'ada@example.ac.uk', otp: '12345' } }).success).toBe(
      false,
    );
    expect(body.safeParse({ user: { email: 'ada@example.ac.uk' } }).success).toBe(false);
  });

  it('answers the user with a token, or an error document (admins get 403)', () => {
    expect(signInContract.responses[403].parse({ error: 'Unauthorized access' })).toEqual({
      error: 'Unauthorized access',
    });
    expect(signInContract.responses[200]).toBe(verifyEmailContract.responses[200]);
  });
});

describe('signUpContract', () => {
  const valid = {
    user: {
      email: 'grace@acme.example',
      password: 'a long enough password',
      first_name: 'Grace',
      last_name: 'Hopper',
      userable_type: 'Recruiter',
    },
  };

  it('signs up managers and recruiters only', () => {
    expect(signUpContract.body.parse(valid)).toEqual(valid);
    const candidate = { user: { ...valid.user, userable_type: 'Candidate' } };
    expect(firstIssuePath(signUpContract.body.safeParse(candidate))).toBe('user.userable_type');
  });

  it('needs 8 to 128 characters of password', () => {
    const short = signUpContract.body.safeParse({ user: { ...valid.user, password: 'seven77' } });
    expect(firstIssuePath(short)).toBe('user.password');
    expect(short.error?.issues[0]?.message).toBe('Use at least 8 characters');
    const long = 'x'.repeat(64);
    expect(signUpContract.body.safeParse({ user: { ...valid.user, password: long } }).success).toBe(
      true,
    );
    const tooLong = { user: { ...valid.user, password: 'x'.repeat(129) } };
    expect(firstIssuePath(signUpContract.body.safeParse(tooLong))).toBe('user.password');
  });
});

describe('passwords and signing out', () => {
  it('asks for a reset by email and resets with the token', () => {
    expect([requestPasswordResetContract.method, resetPasswordContract.method]).toEqual([
      'POST',
      'PUT',
    ]);
    expect(requestPasswordResetContract.path).toBe('/api/v1/password');
    expect(
      resetPasswordContract.body.parse({
        user: { reset_password_token: 'tok', password: 'new password 1' },
      }),
    ).toEqual({ user: { reset_password_token: 'tok', password: 'new password 1' } });
    expect(
      firstIssuePath(
        resetPasswordContract.body.safeParse({ user: { password: 'new password 1' } }),
      ),
    ).toBe('user.reset_password_token');
  });

  it('signs out with a session and answers a message', () => {
    expect([signOutContract.method, signOutContract.path, signOutContract.access]).toEqual([
      'DELETE',
      '/api/v1/logout',
      'session.sign_out',
    ]);
    expect(signOutContract.responses[200].parse({ message: 'Signed out.' })).toEqual({
      message: 'Signed out.',
    });
  });
});

describe('temporary candidates, email codes and password changes', () => {
  it('attach an email with a 6-digit code and change passwords with the length rule', async () => {
    const {
      changePasswordContract,
      confirmEmailContract,
      requestEmailCodeContract,
      startTemporaryCandidateContract,
    } = await import('./sessions.contract');
    expect(startTemporaryCandidateContract.access).toBe('public');
    expect(
      requestEmailCodeContract.body.parse({ candidate: { email: 'ada@example.ac.uk' } }),
    ).toEqual({ candidate: { email: 'ada@example.ac.uk' } });
    expect(
      firstIssuePath(
        confirmEmailContract.body.safeParse({
          candidate: { email: 'ada@example.ac.uk', otp: '12a456' },
        }),
      ),
    ).toBe('candidate.otp');
    expect(
      firstIssuePath(changePasswordContract.body.safeParse({ user: { password: 'short' } })),
    ).toBe('user.password');
    expect(changePasswordContract.access).toBe('account.password.change');
  });
});
