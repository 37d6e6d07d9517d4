import type { Touchpoint } from '@gradway/domain/contracts';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { isoWithOffset } from './json-ld';
import { eventWhen } from './touchpoint-facts';

const subscribe = () => () => undefined;
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The event's dates in the viewer's own zone, when it differs from the event's. Only in the
 * browser: the server does not know the viewer's zone, so the HTML carries the event's zone alone.
 */
export const ViewerTime = ({
  touchpoint,
  eventZone,
  className,
}: {
  touchpoint: Touchpoint;
  eventZone: string;
  className?: string;
}) => {
  const { t } = useTranslation('touchpoints');
  const zone = useSyncExternalStore(subscribe, browserZone, () => null);
  const start = touchpoint.attributes.start_date;
  if (!zone || zone === eventZone || !start) return null;
  // Another zone name with the same clock time (London in winter, UTC) adds nothing.
  if (isoWithOffset(start, zone) === isoWithOffset(start, eventZone)) return null;
  const when = eventWhen(touchpoint.attributes, zone);
  const inEventZone = eventWhen(touchpoint.attributes, eventZone);
  if (!when || when === inEventZone) return null;
  return <p className={className}>{t('facts.yourTime', { time: when })}</p>;
};
