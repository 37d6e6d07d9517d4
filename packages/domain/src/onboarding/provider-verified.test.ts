import { describe, expect, it } from 'vitest';
import {
  emailDomain,
  isAcademicDomain,
  isProviderVerifiedCandidate,
  websiteDomain,
} from './provider-verified';

describe('provider-verified candidates', () => {
  it('verifies a confirmed academic email', () => {
    for (const email of ['ana@student.ox.ac.uk', 'bo@mit.edu', 'cy@uni.ac.jp', 'di@usp.edu.br']) {
      expect(
        isProviderVerifiedCandidate({ email, emailVerified: true, universityWebsites: [] }),
      ).toBe(true);
    }
  });

  it('never verifies an unconfirmed email or a personal address', () => {
    expect(
      isProviderVerifiedCandidate({
        email: 'ana@ox.ac.uk',
        emailVerified: false,
        universityWebsites: [],
      }),
    ).toBe(false);
    expect(
      isProviderVerifiedCandidate({
        email: 'ana@gmail.com',
        emailVerified: true,
        universityWebsites: [],
      }),
    ).toBe(false);
    expect(
      isProviderVerifiedCandidate({ email: '', emailVerified: true, universityWebsites: [] }),
    ).toBe(false);
    expect(
      isProviderVerifiedCandidate({
        email: 'ana@notac.uk',
        emailVerified: true,
        universityWebsites: [],
      }),
    ).toBe(false);
  });

  it('verifies an email on their university’s own domain or a subdomain of it', () => {
    const websites = ['https://www.ethz.ch/en.html'];
    expect(
      isProviderVerifiedCandidate({
        email: 'a@ethz.ch',
        emailVerified: true,
        universityWebsites: websites,
      }),
    ).toBe(true);
    expect(
      isProviderVerifiedCandidate({
        email: 'a@student.ethz.ch',
        emailVerified: true,
        universityWebsites: websites,
      }),
    ).toBe(true);
    expect(
      isProviderVerifiedCandidate({
        email: 'a@fakeethz.ch',
        emailVerified: true,
        universityWebsites: websites,
      }),
    ).toBe(false);
  });

  it('reads domains', () => {
    expect(emailDomain('Ana@Student.OX.ac.uk')).toBe('student.ox.ac.uk');
    expect(emailDomain('nope')).toBeNull();
    expect(websiteDomain('www.leeds.ac.uk')).toBe('leeds.ac.uk');
    expect(websiteDomain('not a url at all ::')).toBeNull();
    expect(isAcademicDomain('leeds.ac.uk')).toBe(true);
    expect(isAcademicDomain('leeds.co.uk')).toBe(false);
  });
});
