import { describe, expect, it } from 'vitest';
import { UpdateCompanyProfileBodySchema } from '../contracts/company-profile.contract';
import { TOUCHPOINT_INPUT_MESSAGES } from '../touchpoints/touchpoint-input-messages';
import { FIELD_MESSAGES } from './field-messages';

const websiteError = (website: unknown) => {
  const parsed = UpdateCompanyProfileBodySchema.safeParse({ company: { website } });
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('one set of field messages', () => {
  it('a company website reads like every other link: what to do, not "Invalid URL"', () => {
    expect(websiteError('ftp://acme.example')).toBe(FIELD_MESSAGES.urlInvalid);
    expect(websiteError('acme')).toBe(FIELD_MESSAGES.urlInvalid);
    expect(websiteError(`https://acme.example/${'a'.repeat(300)}`)).toBe(
      FIELD_MESSAGES.tooLong(300),
    );
    expect(websiteError('')).toBeNull();
    expect(websiteError('https://acme.example')).toBeNull();
  });

  it('the touchpoint form says the same for the same problem', () => {
    expect(TOUCHPOINT_INPUT_MESSAGES.urlInvalid).toBe(FIELD_MESSAGES.urlInvalid);
    expect(TOUCHPOINT_INPUT_MESSAGES.titleTooLong).toBe(FIELD_MESSAGES.tooLong(150));
    expect(FIELD_MESSAGES.tooShort(2)).toBe('Enter at least 2 characters');
  });
});
