import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { CLIENT_ERRORS_PATH, clientErrorBody, reportCrash, setCrashReporter } from './crash-report';
import { CrashScreen } from './crash-screen';

afterEach(() => {
  cleanup();
  setCrashReporter(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CrashScreen', () => {
  test('shows the spec texts and a Refresh button', () => {
    render(<CrashScreen />);
    expect(screen.getByRole('heading', { name: 'Ooops! Something went wrong!' })).toBeTruthy();
    expect(screen.getByText('Please refresh and try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });

  test('gives the page a title, so a crashed page is still named', () => {
    render(<CrashScreen />);
    expect(document.title).toBe('Ooops! Something went wrong! · Gradway');
  });

  test('Refresh reloads the page', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    render(<CrashScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('reportCrash', () => {
  test('sends the crash to the server log with sendBeacon', async () => {
    const sendBeacon = vi.fn((_url: string, _data: Blob) => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    const error = new TypeError('Cannot read properties of undefined');
    reportCrash(error, { componentStack: '\n    at EventCard' });
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = sendBeacon.mock.calls[0] ?? [];
    expect(url).toBe(CLIENT_ERRORS_PATH);
    expect(CLIENT_ERRORS_PATH).toBe('/api/v1/client_errors');
    const body = JSON.parse(await (blob as Blob).text());
    expect(body.client_error).toMatchObject({
      name: 'TypeError',
      message: 'Cannot read properties of undefined',
      component_stack: '\n    at EventCard',
    });
  });

  test('falls back to fetch when the beacon is refused, and reports an error only once', () => {
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: () => false });
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetchMock);
    const error = new Error('boom');
    reportCrash(error);
    reportCrash(error);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(
      CLIENT_ERRORS_PATH,
      expect.objectContaining({ method: 'POST', keepalive: true }),
    );
  });

  test('a configured error-reporting service receives the crash instead of the server log', () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    const service = vi.fn();
    setCrashReporter(service);
    const error = new Error('render failed');
    reportCrash(error, { componentStack: 'at Page' });
    expect(service).toHaveBeenCalledWith(error, { componentStack: 'at Page' });
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  test('non-Error values are reported as text', () => {
    expect(clientErrorBody('plain failure').client_error).toMatchObject({
      name: 'Error',
      message: 'plain failure',
      stack: null,
    });
  });
});
