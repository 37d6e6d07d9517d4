import {
  CLOSED_LABEL,
  CRASH_SCREEN_MESSAGE,
  CRASH_SCREEN_REFRESH_LABEL,
  CRASH_SCREEN_TITLE,
  DROPDOWN_SHOW_ALL_LABEL,
  durationLeftText,
  EASY_APPLY_ENABLED_TOAST_MESSAGE,
  EASY_APPLY_ENABLED_TOAST_TITLE,
  ERROR_TOAST_TITLE,
  EVENT_CARD_REGISTRATIONS_TEXT,
  EVENT_REMOVED_TOAST_MESSAGE,
  EVENT_REMOVED_TOAST_TITLE,
  EVENTS_TABLE_COLUMNS,
  EVENTS_TABLE_ROW_ACTIONS,
  OPTIONAL_LABEL_SUFFIX,
  REGISTRATION_BUTTON_LABELS,
  START_DATE_TBD,
} from '@gradway/domain';
import i18next from 'i18next';
import { describe, expect, test } from 'vitest';
import { ROUTE_TABLE } from '../routing/route-table';
import { clientI18nOptions } from './i18n.client';
import { readTranslationResources } from './i18n.server';
import { NAMESPACES } from './i18n-config';

const t = (key: string, options?: Record<string, unknown>) =>
  i18next.t(key, { ns: 'common', ...options });

describe('English translations', () => {
  test('hold the spec texts exactly as the domain package has them', () => {
    expect(t('toast.errorTitle')).toBe(ERROR_TOAST_TITLE);
    expect(t('toast.eventRemovedTitle')).toBe(EVENT_REMOVED_TOAST_TITLE);
    expect(t('toast.eventRemovedMessage')).toBe(EVENT_REMOVED_TOAST_MESSAGE);
    expect(t('toast.easyApplyTitle')).toBe(EASY_APPLY_ENABLED_TOAST_TITLE);
    expect(t('toast.easyApplyMessage')).toBe(EASY_APPLY_ENABLED_TOAST_MESSAGE);
    expect(t('crash.title')).toBe(CRASH_SCREEN_TITLE);
    expect(t('crash.message')).toBe(CRASH_SCREEN_MESSAGE);
    expect(t('crash.refresh')).toBe(CRASH_SCREEN_REFRESH_LABEL);
    expect(t('cards.startDateTbd')).toBe(START_DATE_TBD);
    expect(t('cards.registrations')).toBe(EVENT_CARD_REGISTRATIONS_TEXT);
    expect(t('cards.closed')).toBe(CLOSED_LABEL);
    expect(t('cards.showAll')).toBe(DROPDOWN_SHOW_ALL_LABEL);
    expect(t('cards.optionalSuffix')).toBe(OPTIONAL_LABEL_SUFFIX);
    expect(t('cards.durationLeft', { duration: '3d' })).toBe(durationLeftText('3d'));
    expect(t('registration.ended')).toBe(REGISTRATION_BUTTON_LABELS.ended);
    expect(t('registration.closed')).toBe(REGISTRATION_BUTTON_LABELS.closed);
    expect(t('registration.joinWaitlist')).toBe(REGISTRATION_BUTTON_LABELS.joinWaitlist);
    expect(t('registration.soldOut')).toBe(REGISTRATION_BUTTON_LABELS.soldOut);
    expect(t('registration.register')).toBe(REGISTRATION_BUTTON_LABELS.register);
    expect(
      ['date', 'title', 'status', 'views', 'registrations'].map((key) => t(`eventsTable.${key}`)),
    ).toEqual([...EVENTS_TABLE_COLUMNS]);
    for (const [key, label] of Object.entries(EVENTS_TABLE_ROW_ACTIONS)) {
      expect(t(`eventsTable.${key}`)).toBe(label);
    }
  });

  test('every screen of the route table has a title and a description', () => {
    for (const { id } of ROUTE_TABLE) {
      expect(i18next.exists(`${id}.title`, { ns: 'routes' }), id).toBe(true);
      expect(i18next.exists(`${id}.description`, { ns: 'routes' }), id).toBe(true);
    }
  });

  test('counts read with thousands separators', () => {
    expect(t('section.shown', { ns: 'organisations', shown: 1000, total: 1060 })).toBe(
      'Showing 1,000 of 1,060',
    );
    expect(t('showing', { ns: 'hiring', from: 1001, to: 1010, total: 12345 })).toBe(
      'Showing 1,001–1,010 of 12,345',
    );
  });

  test('every namespace has a file under public/locales/en', () => {
    expect(Object.keys(readTranslationResources().en ?? {}).sort()).toEqual([...NAMESPACES].sort());
  });

  test('the browser loads them from the locale path with 5 retries, 350 ms doubling, 10 reads', () => {
    expect(clientI18nOptions.backend.loadPath).toBe('/locales/{{lng}}/{{ns}}.json');
    expect(clientI18nOptions.maxRetries).toBe(5);
    expect(clientI18nOptions.retryTimeout).toBe(350);
    expect(clientI18nOptions.maxParallelReads).toBe(10);
    expect(clientI18nOptions.lng).toBe('en');
  });
});
