import { USER_CLASSES } from '@gradway/domain/permissions';
import { describe, expect, test } from 'vitest';
import { CANDIDATE_HOME_PATH, RouteHistory } from './candidate-history';
import { chatSupportSide, showsChatSupport } from './chat-support';
import { EXTERNAL_LINKS } from './external-links';
import { QUICK_APPLY_SEARCH_PATH, quickAutofillAction } from './quick-autofill';

describe('candidate back navigation', () => {
  test('Back returns to the previous candidate route, then the one before', () => {
    const history = new RouteHistory();
    history.visit('/candidate/dashboard');
    history.visit('/candidate/matches');
    history.visit('/candidate/matches/acme-analyst');
    expect(history.back()).toBe('/candidate/matches');
    history.visit('/candidate/matches');
    expect(history.back()).toBe('/candidate/dashboard');
  });

  test('with no earlier route, Back goes to the dashboard', () => {
    const history = new RouteHistory();
    expect(history.back()).toBe(CANDIDATE_HOME_PATH);
    history.visit('/candidate/profile');
    expect(history.back()).toBe('/candidate/dashboard');
  });

  test('the browser’s own back (revisiting the previous route) pops instead of pushing', () => {
    const history = new RouteHistory();
    history.visit('/candidate/dashboard');
    history.visit('/candidate/applications');
    history.visit('/candidate/dashboard');
    expect(history.size).toBe(1);
    expect(history.previous()).toBe(CANDIDATE_HOME_PATH);
  });

  test('reloading a route does not add it twice; the history keeps its newest entries', () => {
    const history = new RouteHistory(3);
    for (const route of ['/a', '/a', '/b', '/c', '/d']) history.visit(route);
    expect(history.size).toBe(3);
    expect(history.back()).toBe('/c');
    expect(history.back()).toBe('/b');
    expect(history.back()).toBe(CANDIDATE_HOME_PATH);
  });
});

describe('quick autofill', () => {
  test('with the extension installed it goes to quick-apply job results', () => {
    expect(quickAutofillAction({ extension_installed: true })).toEqual({
      kind: 'navigate',
      to: '/search/results?quick_apply=true&type=jobs',
    });
    expect(QUICK_APPLY_SEARCH_PATH).toBe('/search/results?quick_apply=true&type=jobs');
  });

  test('otherwise it opens the extension page', () => {
    for (const user of [{ extension_installed: false }, {}, null]) {
      expect(quickAutofillAction(user)).toEqual({
        kind: 'open-extension-page',
        href: EXTERNAL_LINKS.extension,
      });
    }
  });
});

describe('chat support', () => {
  test('only managers and recruiters see the launcher', () => {
    const shown = USER_CLASSES.filter(showsChatSupport);
    expect(shown.sort()).toEqual(
      [
        'approved_manager',
        'approved_recruiter',
        'unapproved_manager',
        'unapproved_recruiter',
      ].sort(),
    );
  });

  test('it sits on the left on the messages page, on the right elsewhere', () => {
    expect(chatSupportSide('/messages')).toBe('left');
    expect(chatSupportSide('/dashboard')).toBe('right');
    expect(chatSupportSide('/candidate/messages')).toBe('right');
  });
});

describe('external pages', () => {
  test('terms, data protection, referral programme, extension and app are external', () => {
    for (const href of Object.values(EXTERNAL_LINKS)) expect(href).toMatch(/^https:\/\//);
    expect(Object.keys(EXTERNAL_LINKS).sort()).toEqual(
      ['dataProtection', 'extension', 'mobileApp', 'referralProgramme', 'termsOfUse'].sort(),
    );
  });
});
