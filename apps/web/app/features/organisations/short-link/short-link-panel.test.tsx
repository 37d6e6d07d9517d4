import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ToastProvider } from '../../../components/ui/toast/toast-provider';
import { json, shortLinkDocument as link } from '../../../lib/testing/organisation-test-data';
import { ShortLinkPanel } from './short-link-panel';

afterEach(() => vi.restoreAllMocks());

describe('the short link panel', () => {
  test('shows the current link, checks the rule before sending, and keeps a taken slug typed', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
      if (init?.method === 'PUT') {
        const message = 'This short link is taken. Try another one.';
        return json({ error: message, fields: [{ path: 'short_link.slug', message }] }, 422);
      }
      return json(link('acme'));
    });
    render(
      <ToastProvider>
        <ShortLinkPanel />
      </ToastProvider>,
    );
    const field = (await screen.findByDisplayValue('acme')) as HTMLInputElement;
    expect(screen.getByText(/People reach your page at .*\/s\/acme/)).toBeTruthy();
    fireEvent.change(field, { target: { value: 'no spaces' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save short link' }));
    expect(
      await screen.findByText('Use 3 to 60 letters, digits, underscores or hyphens.'),
    ).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(fetch).toHaveBeenCalledTimes(1);
    fireEvent.change(field, { target: { value: 'taken-one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save short link' }));
    expect(await screen.findByText('This short link is taken. Try another one.')).toBeTruthy();
    expect(field.value).toBe('taken-one');
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ short_link: { slug: 'taken-one' } });
  });

  test('saves a new link', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) =>
      init?.method === 'PUT' ? json(link('acme-careers')) : json({ data: null }),
    );
    render(
      <ToastProvider>
        <ShortLinkPanel />
      </ToastProvider>,
    );
    expect(await screen.findByText(/Choose a short address/)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Short link' }), {
      target: { value: 'acme-careers' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save short link' }));
    await waitFor(() => expect(screen.getByText(/\/s\/acme-careers/)).toBeTruthy());
    expect(await screen.findByText('Your short link is saved.')).toBeTruthy();
  });
});
