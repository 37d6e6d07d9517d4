import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import { createCandidate } from '../../../../test/factories';
import { TOKEN_HEADER } from '../auth/auth.plugin';
import { codeIn, freshEmail, latestMailTo, nextIp, sessionHeaders } from './sign-in.test-helpers';
import { SIGN_IN_MESSAGES } from './sign-in-messages';

const t = useTestApp();

const start = async () => {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/v1/candidate/temporary',
    remoteAddress: nextIp(),
  });
  expect(answer.statusCode).toBe(200);
  return answer.json().data.attributes as { authentication_token: string; email: string };
};

describe('temporary candidates (/signin/ai)', () => {
  it('start with an empty email and a session sent as the token alone', async () => {
    const temporary = await start();
    expect(temporary.email).toBe('');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user',
      headers: { [TOKEN_HEADER]: temporary.authentication_token },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.attributes).toMatchObject({ email: '', userable_type: 'Candidate' });
  });

  it('attach an email confirmed by code, keeping the account, with a new session', async () => {
    const temporary = await start();
    const headers = { [TOKEN_HEADER]: temporary.authentication_token };
    const profile = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/candidate',
      headers,
      payload: { candidate: { first_name: 'Ada', flow_state: 'ai_review' } },
    });
    const email = freshEmail('ada');
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/candidate/email',
      headers,
      remoteAddress: nextIp(),
      payload: { candidate: { email } },
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ message: SIGN_IN_MESSAGES.emailCodeSent });
    const code = codeIn(await latestMailTo(t.app, email));
    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/candidate/email',
      headers,
      remoteAddress: nextIp(),
      payload: { candidate: { email, otp: code === '999999' ? '000000' : '999999' } },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().fields[0].path).toBe('candidate.otp');
    const confirmed = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/candidate/email',
      headers,
      remoteAddress: nextIp(),
      payload: { candidate: { email, otp: code } },
    });
    expect(confirmed.statusCode).toBe(200);
    const attributes = confirmed.json().data.attributes;
    expect(attributes.email).toBe(email);
    if (profile.statusCode === 200) expect(attributes.first_name).toBe('Ada');
    const old = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers });
    expect(old.statusCode).toBe(401);
    const fresh = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user',
      headers: sessionHeaders(email, attributes.authentication_token),
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('answer the same for a taken email, whose owner gets a notice instead of a code', async () => {
    const { user: owner } = await createCandidate(t.db, { user: { email: freshEmail('owner') } });
    const temporary = await start();
    const ask = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/candidate/email',
        headers: { [TOKEN_HEADER]: temporary.authentication_token },
        remoteAddress: nextIp(),
        payload: { candidate: { email } },
      });
    const taken = await ask(owner.email!);
    const free = await ask(freshEmail('free'));
    expect(taken.body).toBe(free.body);
    const notice = await latestMailTo(t.app, owner.email!);
    expect(notice.subject).toBe('Your email address was entered on Gradway');
    expect(notice.text).not.toMatch(/\d{6}/);
  });
});
