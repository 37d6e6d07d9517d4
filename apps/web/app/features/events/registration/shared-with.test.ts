import type { Touchpoint } from '@gradway/domain/contracts';
import { describe, expect, test } from 'vitest';
import { organisersOf } from './registration-panel';

const cohost = (name: string, state: string) => ({
  id: crypto.randomUUID(),
  state,
  cohost: { id: crypto.randomUUID(), name, icon_url: null, is_verified: true },
});

describe('who sees a registration', () => {
  test('the host and the organisations that accepted to co-host, not those only invited', () => {
    const touchpoint = {
      attributes: {
        creatable_for: { name: 'UCL Technology Society' },
        cohost_applications: [
          cohost('Northwind', 'accepted'),
          cohost('Contoso', 'Invitation pending'),
          cohost('KCL Finance', 'accepted'),
        ],
      },
    } as unknown as Pick<Touchpoint, 'attributes'>;
    expect(organisersOf(touchpoint)).toBe('UCL Technology Society, Northwind and KCL Finance');
  });
});
