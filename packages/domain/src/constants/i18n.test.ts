import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  I18N_LOAD_SETTINGS,
  SUPPORTED_LOCALES,
  TRANSLATION_LOAD_RETRIES,
  TRANSLATION_PARALLEL_READS,
  TRANSLATION_RETRY_BASE_DELAY_MS,
  translationPath,
  translationRetryDelayMs,
} from './i18n';

describe('translation loading', () => {
  it("uses 'en' as the default and only locale", () => {
    expect(DEFAULT_LOCALE).toBe('en');
    expect(SUPPORTED_LOCALES).toEqual(['en']);
  });

  it('retries 5 times from 350 ms, with 10 parallel reads', () => {
    expect(TRANSLATION_LOAD_RETRIES).toBe(5);
    expect(TRANSLATION_RETRY_BASE_DELAY_MS).toBe(350);
    expect(TRANSLATION_PARALLEL_READS).toBe(10);
    expect(I18N_LOAD_SETTINGS).toMatchObject({
      lng: 'en',
      maxRetries: 5,
      retryTimeout: 350,
      maxParallelReads: 10,
    });
  });

  it('doubles the delay each retry', () => {
    expect([1, 2, 3, 4, 5].map(translationRetryDelayMs)).toEqual([350, 700, 1400, 2800, 5600]);
    expect(() => translationRetryDelayMs(0)).toThrow(RangeError);
    expect(() => translationRetryDelayMs(6)).toThrow(RangeError);
    expect(() => translationRetryDelayMs(1.5)).toThrow(RangeError);
  });

  it('loads files from a locale path by language and namespace', () => {
    expect(translationPath('en', 'common')).toBe('/locales/en/common.json');
  });
});
