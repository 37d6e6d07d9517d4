import { describe, expect, it } from 'vitest';
import { loginLinkParams, withoutLoginLinkParams } from './login-link';

describe('login links', () => {
  it('read candidate_id and token', () => {
    expect(loginLinkParams('?candidate_id=c1&token=t1')).toEqual({
      candidateId: 'c1',
      token: 't1',
    });
    expect(loginLinkParams('?candidate_id=c1')).toBeNull();
    expect(loginLinkParams('')).toBeNull();
  });

  it('remove candidate_id and token from the address afterwards', () => {
    expect(withoutLoginLinkParams('/candidate/dashboard?candidate_id=1&token=t&tab=jobs#top')).toBe(
      '/candidate/dashboard?tab=jobs#top',
    );
    expect(withoutLoginLinkParams('/candidate/dashboard?candidate_id=1&token=t')).toBe(
      '/candidate/dashboard',
    );
    expect(withoutLoginLinkParams('https://gradway.example/signin?token=t&ref=mail')).toBe(
      'https://gradway.example/signin?ref=mail',
    );
    expect(withoutLoginLinkParams('/jobs')).toBe('/jobs');
  });
});
