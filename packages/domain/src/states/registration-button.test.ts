import { describe, expect, it } from 'vitest';
import { registrationButtonLabel } from './registration-button';

const full = { capacityLimited: true, spotsLeft: 0 };

describe('registrationButtonLabel', () => {
  it('says Ended for an ended event, before anything else', () => {
    expect(
      registrationButtonLabel({ status: 'ended', waitlistEnabled: true, waitlistFlag: true }),
    ).toBe('Ended');
    expect(registrationButtonLabel({ status: 'Ended', ...full, soldOutFlag: true })).toBe('Ended');
  });

  it('says Closed for a closed event, before the waitlist', () => {
    expect(
      registrationButtonLabel({ status: 'closed', waitlistEnabled: true, waitlistFlag: true }),
    ).toBe('Closed');
  });

  it('says Join Waitlist when the waitlist is on and flagged', () => {
    expect(registrationButtonLabel({ waitlistEnabled: true, waitlistFlag: true })).toBe(
      'Join Waitlist',
    );
    expect(
      registrationButtonLabel({
        waitlistEnabled: true,
        waitlistFlag: true,
        capacityLimited: true,
        spotsLeft: 12,
      }),
    ).toBe('Join Waitlist');
  });

  it('says Join Waitlist when the waitlist is on and a limited event is full', () => {
    expect(registrationButtonLabel({ waitlistEnabled: true, ...full })).toBe('Join Waitlist');
    expect(
      registrationButtonLabel({ waitlistEnabled: true, capacityLimited: true, spotsLeft: -2 }),
    ).toBe('Join Waitlist');
    expect(registrationButtonLabel({ waitlistEnabled: true, ...full, soldOutFlag: true })).toBe(
      'Join Waitlist',
    );
  });

  it('does not offer the waitlist while places remain or without a waitlist', () => {
    expect(
      registrationButtonLabel({ waitlistEnabled: true, capacityLimited: true, spotsLeft: 1 }),
    ).toBe('Register');
    expect(registrationButtonLabel({ waitlistEnabled: false, waitlistFlag: true })).toBe(
      'Register',
    );
    // Unlimited capacity is never full, whatever the count says.
    expect(
      registrationButtonLabel({ waitlistEnabled: true, capacityLimited: false, spotsLeft: 0 }),
    ).toBe('Register');
  });

  it('says Sold Out for a full limited event with the flag set', () => {
    expect(registrationButtonLabel({ ...full, soldOutFlag: true })).toBe('Sold Out');
    expect(
      registrationButtonLabel({ capacityLimited: true, spotsLeft: -1, soldOutFlag: true }),
    ).toBe('Sold Out');
  });

  it('says Register otherwise', () => {
    expect(registrationButtonLabel({})).toBe('Register');
    expect(registrationButtonLabel({ status: 'published' })).toBe('Register');
    expect(registrationButtonLabel({ ...full })).toBe('Register');
    expect(
      registrationButtonLabel({ capacityLimited: true, spotsLeft: 1, soldOutFlag: true }),
    ).toBe('Register');
    expect(
      registrationButtonLabel({ capacityLimited: true, spotsLeft: null, soldOutFlag: true }),
    ).toBe('Register');
    expect(
      registrationButtonLabel({ capacityLimited: false, spotsLeft: 0, soldOutFlag: true }),
    ).toBe('Register');
  });
});
