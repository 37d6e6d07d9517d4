import { fillAvatars } from '@gradway/domain';
import {
  type GuestListDocument,
  getGuestListChoiceContract,
  listEventGuestsContract,
  setGuestListChoiceContract,
} from '@gradway/domain/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar/avatar';
import { Checkbox } from '../../../components/ui/form/checkbox';
import { api } from '../../../lib/api/api-client';
import { useCurrentUser } from '../../../lib/session/current-user';
import { useRegistration } from '../registration';
import styles from './guest-list.module.css';

/** Names shown before "and N more". */
const SHOWN_NAMES = 24;

export interface GuestListProps {
  touchpointId: string;
  /** The host's `show_guest_list`: without it the section is not there. */
  enabled: boolean;
}

/**
 * Who is going (decision 029): first names and pictures of those who agreed to be shown, with the
 * spec's pastel/emoji fillers for missing pictures; a registered candidate chooses here whether to
 * be on it (off until they say yes).
 */
export const GuestList = ({ touchpointId, enabled }: GuestListProps) => {
  const { t } = useTranslation('touchpoints');
  const user = useCurrentUser();
  const isCandidate = user?.userable_type === 'Candidate';
  const [guests, setGuests] = useState<GuestListDocument | null>(null);
  const [shown, setShown] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  // The candidate's own registration (the page's, shared): registering or cancelling here reads
  // the list and their choice again.
  const { registration } = useRegistration(touchpointId, false);
  const status = registration?.attributes.status;

  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const document = await api(
          listEventGuestsContract,
          { params: { id: touchpointId } },
          { quiet: true, signal },
        );
        if (!signal?.aborted) setGuests(document);
      } catch {
        // No list to show.
      }
    },
    [touchpointId],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: read again when the candidate's registration changes (`status`)
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    void load(controller.signal);
    if (isCandidate) {
      // A candidate who is not registered has no choice to make (404): nothing to show or log.
      api(
        getGuestListChoiceContract,
        { params: { touchpoint_id: touchpointId } },
        { quiet: true, signal: controller.signal, expected: [404] },
      )
        .then((document) => setShown(document.data.attributes.show_in_guest_list))
        .catch(() => setShown(null));
    }
    return () => controller.abort();
  }, [enabled, isCandidate, touchpointId, load, status]);

  if (!enabled || !guests) return null;

  const choose = async (next: boolean) => {
    setSaving(true);
    try {
      const document = await api(setGuestListChoiceContract, {
        params: { touchpoint_id: touchpointId },
        body: { show_in_guest_list: next },
      });
      setShown(document.data.attributes.show_in_guest_list);
      await load();
    } catch {
      // Shown by the API client.
    } finally {
      setSaving(false);
    }
  };

  const { total_count: going, shown_count: shownCount } = guests.meta;
  const named = guests.data.slice(0, SHOWN_NAMES);
  const fillers = fillAvatars([], named.length, touchpointId);
  const others = going - named.length;

  return (
    <section className={styles.section} aria-labelledby="event-guests">
      <h2 id="event-guests" className={styles.title}>
        {t('guests.title')}
      </h2>
      <p className={styles.count}>{t('guests.going', { count: going })}</p>
      {named.length > 0 ? (
        <ul className={styles.list}>
          {named.map((guest, index) => (
            <li key={guest.id} className={styles.guest}>
              {guest.attributes.avatar_url ? (
                <Avatar src={guest.attributes.avatar_url} size="md" />
              ) : (
                <Avatar
                  size="md"
                  filler={
                    fillers[index]?.kind === 'filler'
                      ? { emoji: fillers[index].emoji, colour: fillers[index].colour }
                      : undefined
                  }
                />
              )}
              <span className={styles.name}>{guest.attributes.first_name}</span>
            </li>
          ))}
          {others > 0 ? (
            <li className={styles.more}>{t('guests.more', { count: others })}</li>
          ) : null}
        </ul>
      ) : (
        <p className={styles.muted}>{going > 0 ? t('guests.noneShown') : t('guests.nobodyYet')}</p>
      )}
      {shownCount < going && named.length > 0 ? (
        <p className={styles.muted}>{t('guests.privacy')}</p>
      ) : null}
      {isCandidate && shown !== null ? (
        <div className={styles.choice}>
          <Checkbox
            label={t('guests.showMe')}
            checked={shown}
            disabled={saving}
            onChange={(event) => void choose(event.currentTarget.checked)}
          />
        </div>
      ) : null}
    </section>
  );
};
