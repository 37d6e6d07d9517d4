import type { Touchpoint } from '@gradway/domain/contracts';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { OrganiserKind } from '../../opportunities/organiser-touchpoints';
import { listOwnEvents } from './hosting-api';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The organisation's events and the one picked (`?event=<id>` in the address, so a reload or a
 * shared link opens the same one); without one, the next event to come (else the latest).
 */
export const useEventChoice = (kind: OrganiserKind) => {
  const [search, setSearch] = useSearchParams();
  const [events, setEvents] = useState<Touchpoint[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    listOwnEvents(kind, controller.signal).then(
      (document) => setEvents(document.data),
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => controller.abort();
  }, [kind]);
  const asked = search.get('event');
  const now = Date.now();
  const upcoming = (events ?? [])
    .filter((event) => event.attributes.start_date && Date.parse(event.attributes.start_date) > now)
    .at(-1);
  const eventId = asked && UUID.test(asked) ? asked : (upcoming?.id ?? events?.[0]?.id ?? null);
  const choose = (id: string) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('event', id);
        params.delete('page');
        params.delete('q');
        params.delete('status');
        return params;
      },
      { preventScrollReset: true },
    );
  return { events, failed, eventId, choose, search, setSearch };
};
