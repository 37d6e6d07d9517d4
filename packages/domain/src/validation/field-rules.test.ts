import { describe, expect, it } from 'vitest';
import {
  isPositiveWholeNumber,
  isValidEmail,
  isValidPhoneNumber,
  isValidSalary,
  isValidShortLink,
  isValidUrl,
  wordCount,
} from './field-rules';

describe('isValidUrl', () => {
  it.each([
    'http://gradway.example',
    'https://gradway.example/jobs/1?ref=home#apply',
    'HTTPS://GRADWAY.EXAMPLE',
    'https://localhost:3000',
  ])('accepts %s', (url) => {
    expect(isValidUrl(url)).toBe(true);
  });

  it.each([
    'httpfoo',
    'httpsfoo.com',
    'http:/gradway.example',
    'http://',
    'https:// spaced.example',
    'ftp://gradway.example',
    'www.gradway.example',
    ' https://gradway.example',
    '',
  ])('rejects %j', (url) => {
    expect(isValidUrl(url)).toBe(false);
  });
});

describe('isValidEmail', () => {
  it.each([
    'ada@student.example.ac.uk',
    'first.last+tag@uni.edu',
    'A_B%C-D@MAIL.ORG',
    'x@y.io',
    'name@domain.info',
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    'plain',
    '@domain.com',
    'name@domain',
    'name@domain.c',
    'name@domain.museum',
    'name@domain.c0m',
    'na me@domain.com',
    'name!@domain.com',
    'name@@domain.com',
    '',
  ])('rejects %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('isPositiveWholeNumber', () => {
  it.each([1, 42, '1', '42', '007'])('accepts %j', (value) => {
    expect(isPositiveWholeNumber(value)).toBe(true);
  });

  it.each([0, -1, 1.5, Number.NaN, '0', '-3', '1.5', '1e3', ' 4', '', 'four'])(
    'rejects %j',
    (value) => {
      expect(isPositiveWholeNumber(value)).toBe(false);
    },
  );
});

describe('isValidSalary', () => {
  it('allows digits and commas only', () => {
    expect(isValidSalary('30000')).toBe(true);
    expect(isValidSalary('30,000')).toBe(true);
    expect(isValidSalary('1,250,000')).toBe(true);
    expect(isValidSalary('£30,000')).toBe(false);
    expect(isValidSalary('30.000')).toBe(false);
    expect(isValidSalary('30 000')).toBe(false);
    expect(isValidSalary('')).toBe(false);
  });
});

describe('isValidPhoneNumber', () => {
  it('allows digits and + only', () => {
    expect(isValidPhoneNumber('+447700900123')).toBe(true);
    expect(isValidPhoneNumber('07700900123')).toBe(true);
    expect(isValidPhoneNumber('07700 900123')).toBe(false);
    expect(isValidPhoneNumber('(020)7946')).toBe(false);
    expect(isValidPhoneNumber('0770-090')).toBe(false);
    expect(isValidPhoneNumber('')).toBe(false);
  });
});

describe('isValidShortLink', () => {
  it('allows letters, digits, underscore and hyphen', () => {
    expect(isValidShortLink('chess-club_2025')).toBe(true);
    expect(isValidShortLink('ABC')).toBe(true);
    expect(isValidShortLink('chess club')).toBe(false);
    expect(isValidShortLink('chess/club')).toBe(false);
    expect(isValidShortLink('café')).toBe(false);
    expect(isValidShortLink('')).toBe(false);
  });
});

describe('wordCount', () => {
  it('counts whitespace-separated words', () => {
    expect(wordCount('')).toBe(0);
    expect(wordCount('   ')).toBe(0);
    expect(wordCount('one')).toBe(1);
    expect(wordCount('  two   words ')).toBe(2);
    expect(wordCount('line one\nline\ttwo')).toBe(4);
    expect(wordCount('state-of-the-art, well-known')).toBe(2);
  });
});
