import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { toast, toastStore } from '../../../components/ui/toast/toast-store';
import { clearSession, setSession } from '../../../lib/session/session-store';
import { CvUploadField } from './cv-upload-field';

const CV_URL = '/api/v1/uploads/cv/0b7c5d2e-1f3a-4b6c-8d9e-0a1b2c3d4e5f';
const resume = {
  url: CV_URL,
  filename: 'Priya CV.pdf',
  bytes: 1200,
  pages: 1,
  uploaded_at: '2026-01-01T00:00:00.000Z',
  has_text: true,
};

afterEach(() => {
  vi.restoreAllMocks();
  clearSession();
  toast.clear();
});

describe('the CV field', () => {
  test('downloads the CV with the session headers, through a blob URL', async () => {
    setSession({ email: 'priya@example.com', token: 'secret-token' });
    const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(pdf));
    const createObjectURL = vi.fn(() => 'blob:cv');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});

    render(<CvUploadField resume={resume} onChange={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));

    await waitFor(() => expect(click).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(CV_URL);
    expect(init?.headers).toMatchObject({
      'X-User-Email': 'priya@example.com',
      'X-User-Token': 'secret-token',
    });
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.href).toBe('blob:cv');
    expect(link.download).toBe('Priya CV.pdf');
    // No plain link to the CV: it would be sent without the session.
    expect(document.querySelector(`a[href="${CV_URL}"]`)).toBeNull();
  });

  test('says so when the CV cannot be downloaded', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ error: 'Not found' }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    render(<CvUploadField resume={resume} onChange={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() =>
      expect(toastStore.getSnapshot().map((record) => record.message)).toContain('Not found'),
    );
    expect(click).not.toHaveBeenCalled();
  });
});
