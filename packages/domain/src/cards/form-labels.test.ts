import { describe, expect, it } from 'vitest';
import { FORM_NATIVE_VALIDATION, fieldLabel } from './form-labels';

describe('fieldLabel', () => {
  it("ends an optional field's label with ' (optional)'", () => {
    expect(fieldLabel('Phone number', true)).toBe('Phone number (optional)');
    expect(fieldLabel('Email')).toBe('Email');
    expect(fieldLabel('Email', false)).toBe('Email');
  });

  it('turns off native browser validation', () => {
    expect(FORM_NATIVE_VALIDATION).toBe(false);
  });
});
