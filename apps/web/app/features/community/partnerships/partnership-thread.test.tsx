import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { json } from '../../../lib/testing/organisation-test-data';
import { PartnershipDiscussionPage } from './partnership-discussion-page';

afterEach(() => vi.restoreAllMocks());

const ID = '00000000-0000-4000-8000-000000000001';

const partnership = {
  id: ID,
  type: 'partnership',
  attributes: {
    id: ID,
    society: {
      id: '00000000-0000-4000-8000-0000000000aa',
      name: 'UCL Technology Society',
      slug: 'ucl-technology-society',
      icon_url: null,
    },
    package_name: 'Gold',
    package_description: '',
    deliverables: [],
    status: 'in_talks',
    start_date: null,
    end_date: null,
    amount_minor: 150_000,
    currency: 'GBP',
    billing_period: 'per_year',
    created_at: '2026-11-01T10:00:00.000Z',
  },
};

const message = (id: string, body: string, side: string, mine: boolean) => ({
  id,
  type: 'partnership_message',
  attributes: {
    id,
    body,
    side,
    author_name: mine ? 'Sophie Turner' : 'Daniel Reid',
    mine,
    created_at: '2026-11-20T10:00:00.000Z',
  },
});

describe('a partnership’s discussion', () => {
  test('shows the thread, sends a message and shows it, and says why one is refused', async () => {
    const messages = [
      message('00000000-0000-4000-8000-0000000000f1', 'Welcome aboard!', 'society', false),
    ];
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      if (init?.method === 'POST') {
        const { message: sent } = JSON.parse(String(init.body));
        if (sent.body.includes('\u0007')) {
          return json(
            {
              error: 'Invalid request',
              fields: [
                { path: 'message.body', message: 'Use plain text without control characters.' },
              ],
            },
            400,
          );
        }
        const created = message(
          `00000000-0000-4000-8000-0000000000f${messages.length + 1}`,
          sent.body,
          'company',
          true,
        );
        messages.push(created);
        return json({ data: created }, 201);
      }
      if (url.endsWith('/messages')) return json({ data: messages, meta: { total_count: 1 } });
      return json({ data: partnership });
    });
    render(<PartnershipDiscussionPage id={ID} approved />);
    expect(
      await screen.findByRole('heading', { name: 'Partnership with UCL Technology Society' }),
    ).toBeTruthy();
    expect(screen.getByText('£1,500 / year', { exact: false })).toBeTruthy();
    const thread = await screen.findByRole('list', { name: 'Messages' });
    expect(within(thread).getByText('Welcome aboard!')).toBeTruthy();
    expect(within(thread).getByText('Daniel Reid')).toBeTruthy();

    const box = screen.getByLabelText('Write to UCL Technology Society');
    await userEvent.type(box, 'Could the talk be in March?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Messages' })).getByText(
          'Could the talk be in March?',
        ),
      ).toBeTruthy(),
    );
    expect((box as HTMLTextAreaElement).value).toBe('');
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toContain(`/api/v1/company/partnerships/${ID}/messages`);

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Write a message first.')).toBeTruthy();
    await userEvent.type(box, 'bell\u0007');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Use plain text without control characters.')).toBeTruthy();
  });

  test('answers another company’s or a missing partnership as not found', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      json({ error: 'Partnership not found' }, 404),
    );
    render(<PartnershipDiscussionPage id={ID} approved />);
    expect(await screen.findByRole('heading', { name: 'Partnership not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '← All partnerships' }).getAttribute('href')).toBe(
      '/recruiter/partnerships',
    );
  });
});
