import { ERROR_TOAST_TITLE } from '@gradway/domain';
import {
  type Contract,
  getConfigContract,
  getCurrentUserContract,
} from '@gradway/domain/contracts';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ToastProvider } from '../../components/ui/toast/toast-provider';
import { toast } from '../../components/ui/toast/toast-store';
import { getSession, setSession } from '../session/session-store';
import { api } from './api-client';
import { ApiError } from './api-error';

const answer = (status: number, body: unknown) =>
  vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));

const failingCall = async (fetchMock: typeof fetch, quiet = false) => {
  render(<ToastProvider />);
  await act(async () => {
    await expect(api(getConfigContract, {}, { fetch: fetchMock, quiet })).rejects.toBeInstanceOf(
      ApiError,
    );
  });
};

afterEach(() => {
  act(() => toast.clear());
  vi.restoreAllMocks();
});

describe('API client', () => {
  test("a failed call shows a toast titled 'Error!' with the answer's alert first", async () => {
    await failingCall(answer(422, { alert: 'Your event needs a date.', error: 'Invalid event' }));
    expect(screen.getByText(ERROR_TOAST_TITLE)).toBeTruthy();
    expect(screen.getByText('Your event needs a date.')).toBeTruthy();
    expect(screen.queryByText('Invalid event')).toBeNull();
  });

  test('without an alert, the toast shows the error', async () => {
    await failingCall(answer(404, { error: 'Society not found' }));
    expect(screen.getByText('Error!')).toBeTruthy();
    expect(screen.getByText('Society not found')).toBeTruthy();
  });

  test('without either, a generic message', async () => {
    await failingCall(answer(500, {}));
    expect(screen.getByText('Something went wrong. Please try again.')).toBeTruthy();
  });

  test('an unreachable API is a failure too', async () => {
    await failingCall(vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('offline'))));
    expect(
      screen.getByText('We could not reach Gradway. Check your connection and try again.'),
    ).toBeTruthy();
  });

  test('quiet calls (matches) log the failure and show no toast', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await failingCall(answer(500, { error: 'Matching is busy' }), true);
    expect(screen.queryByText('Error!')).toBeNull();
    expect(log).toHaveBeenCalled();
  });

  test('an answer that does not match the contract is rejected', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await failingCall(
      answer(200, { data: { type: 'config', attributes: { jobs_count: 'many' } } }),
    );
    expect(screen.getByText('Error!')).toBeTruthy();
  });

  test('a valid answer is returned, decoded by the contract', async () => {
    const fetchMock = answer(200, {
      data: {
        type: 'config',
        attributes: { jobs_count: 1, opportunity_count: 2, company_count: 3 },
      },
    });
    const config = await api(getConfigContract, {}, { fetch: fetchMock });
    expect(config.data.attributes.company_count).toBe(3);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/config');
  });

  test('sends the session as X-User-Email and X-User-Token', async () => {
    setSession({ email: 'sam@example.com', token: 'secret-token' });
    const fetchMock = answer(401, { error: 'Please sign in' });
    await failingCall(fetchMock, true);
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers['X-User-Email']).toBe('sam@example.com');
    expect(headers['X-User-Token']).toBe('secret-token');
  });

  test('a 401 when loading the user clears the session', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setSession({ email: 'sam@example.com', token: 'expired' });
    await expect(
      api(getCurrentUserContract, {}, { fetch: answer(401, { error: 'Expired' }), quiet: true }),
    ).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toBeNull();
  });

  test('other failures keep the session', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setSession({ email: 'sam@example.com', token: 'valid' });
    await expect(
      api(getCurrentUserContract, {}, { fetch: answer(500, { error: 'Down' }), quiet: true }),
    ).rejects.toMatchObject({ status: 500 });
    expect(getSession()).toEqual({ email: 'sam@example.com', token: 'valid' });
  });

  describe('with a contract reference (what the browser build gives pages)', () => {
    /** The reference `vite/contract-references.ts` makes of the config contract. */
    const configReference = (load = vi.fn(async () => getConfigContract)) =>
      ({
        reference: true,
        name: 'getConfigContract',
        method: getConfigContract.method,
        path: getConfigContract.path,
        load,
      }) as unknown as Contract;

    test('decodes a valid answer with the schemas it loads on the first call', async () => {
      const load = vi.fn(async () => getConfigContract);
      const reference = configReference(load);
      const attributes = { jobs_count: 1, opportunity_count: 2, company_count: 3 };
      const fetchMock = answer(200, { data: { type: 'config', attributes } });
      const config = (await api(reference, {}, { fetch: fetchMock })) as Awaited<
        ReturnType<typeof api<typeof getConfigContract>>
      >;
      expect(config.data.attributes.company_count).toBe(3);
      expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/config');
      await api(reference, {}, { fetch: answer(200, { data: { type: 'config', attributes } }) });
      expect(load).toHaveBeenCalledTimes(1);
    });

    test('still rejects an answer that does not match the contract', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      render(<ToastProvider />);
      const fetchMock = answer(200, { data: { type: 'config', attributes: { jobs_count: 'x' } } });
      await act(async () => {
        await expect(api(configReference(), {}, { fetch: fetchMock })).rejects.toBeInstanceOf(
          ApiError,
        );
      });
      expect(screen.getByText('Error!')).toBeTruthy();
    });

    test('schemas that cannot be loaded (offline) fail like an unreachable API', async () => {
      render(<ToastProvider />);
      const offline = configReference(vi.fn(async () => Promise.reject(new TypeError('offline'))));
      const fetchMock = answer(200, {});
      await act(async () => {
        await expect(api(offline, {}, { fetch: fetchMock })).rejects.toBeInstanceOf(ApiError);
      });
      expect(
        screen.getByText('We could not reach Gradway. Check your connection and try again.'),
      ).toBeTruthy();
    });
  });
});
