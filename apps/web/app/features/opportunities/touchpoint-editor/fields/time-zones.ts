import type { DropdownOption } from '@gradway/domain';

/** The browser's time zone (the default of every date field), or UTC when it cannot say. */
export const browserTimeZone = (): string => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
};

const supportedTimeZones = (): string[] => {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
};

/** 'America/Argentina/Buenos_Aires' → 'America / Argentina / Buenos Aires'. */
export const timeZoneLabel = (zone: string): string =>
  zone.replaceAll('_', ' ').replaceAll('/', ' / ');

let cached: DropdownOption[] | null = null;

/**
 * Every IANA time zone the browser knows, for a searchable list, plus UTC and the zones given
 * (the browser's own and a saved one), so a value is always among the options.
 */
export const timeZoneOptions = (extra: readonly string[] = []): DropdownOption[] => {
  cached ??= ['UTC', ...supportedTimeZones().filter((zone) => zone !== 'UTC')].map((zone) => ({
    id: zone,
    value: zone,
    label: timeZoneLabel(zone),
  }));
  const missing = extra.filter((zone) => zone && !cached?.some((option) => option.value === zone));
  return missing.length === 0
    ? cached
    : [
        ...missing.map((zone) => ({ id: zone, value: zone, label: timeZoneLabel(zone) })),
        ...cached,
      ];
};
