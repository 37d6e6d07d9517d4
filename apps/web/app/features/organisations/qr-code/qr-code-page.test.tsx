import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { json, SOCIETY_ID, shortLinkDocument } from '../../../lib/testing/organisation-test-data';
import { QrCodePage, qrTargetOf } from './qr-code-page';

afterEach(() => vi.restoreAllMocks());

const shortLink = (slug: string) =>
  shortLinkDocument(slug, {
    type: 'StudentSociety',
    id: SOCIETY_ID,
    path: '/societies/chess-society',
  });

const renderPage = () =>
  render(
    <MemoryRouter>
      <QrCodePage societyName="Chess Society" societySlug="chess-society" />
    </MemoryRouter>,
  );

describe('the society’s QR code', () => {
  test('opens the short link when the society has one, and can be downloaded and printed', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json(shortLink('chess')));
    renderPage();
    const code = await screen.findByRole('img', {
      name: 'QR code that opens Chess Society on Gradway',
    });
    expect(code.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    const address = `${window.location.origin}/s/chess`;
    expect(screen.getByRole('link', { name: address.replace(/^https?:\/\//, '') })).toHaveProperty(
      'href',
      address,
    );
    const png = screen.getByRole('link', { name: 'Download PNG' });
    expect(png.getAttribute('href')).toMatch(/^data:image\/png;base64,/);
    expect(png.getAttribute('download')).toBe('chess-society-qr-code.png');
    expect(
      screen.getByRole('link', { name: 'Download SVG (for printing)' }).getAttribute('download'),
    ).toBe('chess-society-qr-code.svg');
    const print = vi.fn();
    Object.defineProperty(window, 'print', { value: print, configurable: true });
    screen.getByRole('button', { name: 'Print' }).click();
    expect(print).toHaveBeenCalledOnce();
    expect(screen.queryByRole('link', { name: 'Set a short link' })).toBeNull();
  });

  test('opens the society’s page without a short link, and says where to set one', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json({ data: null }));
    renderPage();
    await screen.findByRole('img', { name: 'QR code that opens Chess Society on Gradway' });
    const address = `${window.location.origin}/societies/chess-society`;
    expect(screen.getByRole('link', { name: address.replace(/^https?:\/\//, '') })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set a short link' }).getAttribute('href')).toBe(
      '/society-profile/edit',
    );
  });

  test('encodes the short link first, else the public page', () => {
    expect(qrTargetOf('https://gradway.app', 'chess-society', 'chess')).toBe(
      'https://gradway.app/s/chess',
    );
    expect(qrTargetOf('https://gradway.app', 'chess-society', null)).toBe(
      'https://gradway.app/societies/chess-society',
    );
  });
});
