import { format, parseISO } from 'date-fns';
import type { TFunction } from 'i18next';

/** A deal's day ('2026-09-01') as the app writes dates: '1 Sep 2026' (its calendar day, any zone). */
export const formatDealDay = (iso: string) => format(parseISO(iso), 'd MMM yyyy');

/**
 * When a deal runs, in words: '1 Sep 2026 to 31 Aug 2027', '10 Mar 2026' (one day), 'From 1 Oct
 * 2026', 'Until 15 Mar 2027', or null when it has no dates. Shared by the society's and the
 * company's screens.
 */
export const dealDatesText = (
  t: TFunction<'organisers'>,
  start: string | null,
  end: string | null,
): string | null => {
  if (start && end && start === end) return formatDealDay(start);
  if (start && end) {
    return t('sponsorships.dates', { start: formatDealDay(start), end: formatDealDay(end) });
  }
  if (start) return t('sponsorships.datesFrom', { start: formatDealDay(start) });
  if (end) return t('sponsorships.datesUntil', { end: formatDealDay(end) });
  return null;
};
