import { describe, expect, it } from 'vitest';
import { cutMembershipName } from './membership-name';

describe('cutMembershipName', () => {
  it('keeps names of up to 10 characters', () => {
    expect(cutMembershipName('')).toBe('');
    expect(cutMembershipName('Ada')).toBe('Ada');
    expect(cutMembershipName('Alexandria')).toBe('Alexandria');
  });

  it('cuts longer names to 10 characters', () => {
    expect(cutMembershipName('Maximilliana')).toBe('Maximillia');
    expect(cutMembershipName('Chess Society of Leeds')).toBe('Chess Soci');
  });

  it('never splits a character', () => {
    expect(cutMembershipName('Zoë 🎓🎓🎓🎓🎓🎓🎓')).toBe('Zoë 🎓🎓🎓🎓🎓🎓');
  });
});
