import { describe, expect, it } from 'vitest';
import {
  domainBelongsTo,
  emailDomainOf,
  isFreeEmailDomain,
  organisationEmailDomainOf,
  websiteHostOf,
} from './email-domain';
import { isProviderVerified } from './provider-verified';
import { slugify } from './slug';

describe('email and web domains', () => {
  it('reads the domain of an address, lower-cased', () => {
    expect(emailDomainOf('Jane.Doe@Northwind.COM')).toBe('northwind.com');
    expect(emailDomainOf('no-at-sign')).toBeNull();
    expect(emailDomainOf('@example.com')).toBeNull();
    expect(emailDomainOf(null)).toBeNull();
  });

  it('keeps no organisation domain for free webmail', () => {
    expect(isFreeEmailDomain('gmail.com')).toBe(true);
    expect(isFreeEmailDomain('outlook.com')).toBe(true);
    expect(organisationEmailDomainOf('sam@gmail.com')).toBeNull();
    expect(organisationEmailDomainOf('sam@northwind.com')).toBe('northwind.com');
  });

  it('reads a website’s host without www', () => {
    expect(websiteHostOf('https://www.ucl.ac.uk/students')).toBe('ucl.ac.uk');
    expect(websiteHostOf('http://Careers.Acme.com')).toBe('careers.acme.com');
    expect(websiteHostOf('not a url')).toBeNull();
    expect(websiteHostOf(null)).toBeNull();
  });

  it('matches an address at the site’s domain or a subdomain, never a look-alike', () => {
    expect(domainBelongsTo('ucl.ac.uk', 'ucl.ac.uk')).toBe(true);
    expect(domainBelongsTo('cs.ucl.ac.uk', 'ucl.ac.uk')).toBe(true);
    expect(domainBelongsTo('notucl.ac.uk', 'ucl.ac.uk')).toBe(false);
    expect(domainBelongsTo('ucl.ac.uk.evil.com', 'ucl.ac.uk')).toBe(false);
    expect(domainBelongsTo('gmail.com', 'gmail.com')).toBe(false);
  });

  it('is provider-verified with one confirmed address at the official domain', () => {
    expect(isProviderVerified(['a@gmail.com', 'b@kcl.ac.uk'], 'https://www.kcl.ac.uk')).toBe(true);
    expect(isProviderVerified(['a@gmail.com'], 'https://www.kcl.ac.uk')).toBe(false);
    expect(isProviderVerified(['b@kcl.ac.uk'], null)).toBe(false);
  });
});

describe('slugs', () => {
  it('makes readable slugs of names', () => {
    expect(slugify('Women in Tech Society!')).toBe('women-in-tech-society');
    expect(slugify('Société Générale & Co')).toBe('societe-generale-and-co');
    expect(slugify('  --  ')).toBe('organisation');
    expect(slugify('x'.repeat(200))).toHaveLength(80);
  });
});
