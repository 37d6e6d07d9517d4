import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { EXTERNAL_LINKS } from '../../lib/layout/external-links';
import { QuickAutofillButton } from '../candidate/quick-autofill-button';
import { AppFooter } from './app-footer';
import { SiteFooter } from './site-footer';

/** Every link to an external page (spec §2) opens in a new tab, cut off from this one. */
const expectExternal = (link: HTMLElement, href: string) => {
  expect(link.getAttribute('href')).toBe(href);
  expect(link.getAttribute('target')).toBe('_blank');
  expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
};

describe('external links', () => {
  it.each([
    ['the public footer', SiteFooter],
    ['the signed-in footer', AppFooter],
  ])(
    '%s opens the referral programme, the extension and the mobile app in a new tab',
    (_, Footer) => {
      const { container } = render(
        <MemoryRouter>
          <Footer />
        </MemoryRouter>,
      );
      const footer = within(container);
      expectExternal(
        footer.getByRole('link', { name: /referral programme/i }),
        EXTERNAL_LINKS.referralProgramme,
      );
      expectExternal(footer.getByRole('link', { name: /mobile app/i }), EXTERNAL_LINKS.mobileApp);
      expectExternal(footer.getByRole('link', { name: /extension/i }), EXTERNAL_LINKS.extension);
      for (const link of footer.getAllByRole('link')) {
        if (link.getAttribute('href')?.startsWith('http')) {
          expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
        }
      }
    },
  );

  it('quick autofill opens the extension’s page in a new tab until the extension is installed', () => {
    render(
      <MemoryRouter>
        <QuickAutofillButton user={{ extension_installed: false }} />
      </MemoryRouter>,
    );
    expectExternal(screen.getByRole('link', { name: /quick autofill/i }), EXTERNAL_LINKS.extension);
  });

  it('quick autofill goes to quick-apply search results once the extension is installed', () => {
    render(
      <MemoryRouter>
        <QuickAutofillButton user={{ extension_installed: true }} />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: /quick autofill/i });
    expect(link.getAttribute('href')).toBe('/search/results?quick_apply=true&type=jobs');
    expect(link.getAttribute('target')).toBeNull();
  });
});
