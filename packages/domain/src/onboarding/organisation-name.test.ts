import { describe, expect, it } from 'vitest';
import { organisationNameKey } from './organisation-name';

describe('organisationNameKey', () => {
  it('reads names the same without case, spaces or punctuation', () => {
    expect(organisationNameKey('Acme Ltd')).toBe(organisationNameKey('ACME Ltd.'));
    expect(organisationNameKey('  Acme  L.t.d ')).toBe('acmeltd');
    expect(organisationNameKey('Zürich Bank & Co')).toBe('zürichbankco');
  });
  it('keeps different names apart', () => {
    expect(organisationNameKey('Acme Ltd')).not.toBe(organisationNameKey('Acme Labs'));
  });
});
