import { NOTIFICATION_KINDS } from '@gradway/domain/contracts';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { NotificationPreferencesSection } from './notification-preferences';
import { jsonAnswer } from './test-support';

afterEach(() => vi.restoreAllMocks());

const answerPreferences = () =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
    jsonAnswer({
      data: {
        type: 'notification_preferences',
        attributes: {
          digest_frequency: 'daily',
          time_zone: 'Europe/London',
          kinds: Object.fromEntries(
            NOTIFICATION_KINDS.map((kind) => [kind, { in_app: true, email: true }]),
          ),
        },
      },
    }),
  );

/** The kinds listed: each row's label, before its two checkboxes. */
const listedKinds = async () => {
  const boxes = await screen.findAllByRole('checkbox');
  return boxes
    .map((box) => box.closest('div')?.querySelector('span')?.textContent ?? '')
    .filter((kind, index, all) => all.indexOf(kind) === index);
};

describe('notification settings', () => {
  test("a candidate's list their kinds: applications and places, no co-hosting or reviews", async () => {
    answerPreferences();
    render(<NotificationPreferencesSection />);
    const kinds = await listedKinds();
    expect(kinds).toContain('Applications');
    expect(kinds).toContain('Waitlist places');
    expect(kinds).not.toContain('Co-host invitations');
    expect(kinds).not.toContain('Reviews of your opportunities');
  });

  test("a manager's or recruiter's list what organisers are told of, not a candidate's places", async () => {
    answerPreferences();
    render(<NotificationPreferencesSection side="organiser" showDigest />);
    expect(await listedKinds()).toEqual([
      'Co-host invitations',
      'Co-host answers',
      'Reviews of your opportunities',
      'Membership requests',
      'Messages',
    ]);
  });
});
