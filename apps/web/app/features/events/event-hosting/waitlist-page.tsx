import type { WaitlistDocument, WaitlistEntry } from '@gradway/domain/contracts';
import { format } from 'date-fns';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar/avatar';
import { Badge } from '../../../components/ui/badge/badge';
import { Button } from '../../../components/ui/button/button';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { TextField } from '../../../components/ui/form/text-field';
import { ConfirmDialog } from '../../../components/ui/modal/confirm-dialog';
import { Table, type TableColumn } from '../../../components/ui/table/table';
import { toast } from '../../../components/ui/toast/toast-store';
import { isApiError } from '../../../lib/api/api-error';
import type { Organiser } from '../../opportunities/organiser-touchpoints';
import { HostingPageHeader } from './event-select';
import styles from './hosting.module.css';
import { cancelEvent, changeCapacity, getWaitlist, promoteEntry } from './hosting-api';
import { useEventChoice } from './use-event-choice';

const time = (iso: string | null) => (iso ? format(new Date(iso), 'd MMM, HH:mm') : '—');

/**
 * `/waitlist`: pick an event; the line in order with positions, pending offers and when they
 * expire; the host promotes someone by hand, raises the capacity (the next in line get the new
 * places) or cancels the whole event (everyone is told).
 */
export const WaitlistPage = ({ organiser }: { organiser: Organiser }) => {
  const { t } = useTranslation('hiring');
  const { events, failed, eventId, choose } = useEventChoice(organiser.kind);
  const [document, setDocument] = useState<WaitlistDocument | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  const [capacity, setCapacity] = useState('');
  const [capacityError, setCapacityError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const reload = useCallback(() => setGeneration((value) => value + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` asks for a reload
  useEffect(() => {
    if (!eventId) return;
    const controller = new AbortController();
    getWaitlist(organiser.kind, eventId, controller.signal).then(
      (next) => {
        setDocument(next);
        setCapacity(next.meta.capacity === null ? '' : String(next.meta.capacity));
        setError(null);
      },
      (reason: unknown) => {
        if (controller.signal.aborted) return;
        setError(isApiError(reason) ? reason.message : String(reason));
      },
    );
    return () => controller.abort();
  }, [organiser.kind, eventId, generation]);

  const isHost = document?.meta.is_host ?? false;

  const promote = async (entry: WaitlistEntry) => {
    if (!eventId) return;
    try {
      setDocument(await promoteEntry(organiser.kind, eventId, entry.id));
      toast.success(t('hosting.promoted', { name: entry.attributes.name }), {
        title: t('toast.successTitle'),
      });
    } catch {
      // The API client showed the 'Error!' toast.
    }
  };

  const saveCapacity = async (event: FormEvent) => {
    event.preventDefault();
    if (!eventId) return;
    const text = capacity.trim();
    const value = text === '' ? null : Number(text);
    if (value !== null && (!Number.isInteger(value) || value < 1 || value > 1_000_000)) {
      setCapacityError(t('hosting.capacityInvalid'));
      return;
    }
    setCapacityError(null);
    try {
      setDocument(await changeCapacity(organiser.kind, eventId, value));
      toast.success(t('hosting.capacitySaved'), { title: t('toast.successTitle') });
    } catch {
      // The API client showed the 'Error!' toast.
    }
  };

  const columns: TableColumn<WaitlistEntry>[] = [
    {
      key: 'position',
      header: t('hosting.columns.position'),
      width: '6rem',
      cell: ({ attributes: a }) =>
        a.position === null ? (
          <Badge tone="orange">{t('hosting.offered')}</Badge>
        ) : (
          <strong>{a.position}</strong>
        ),
    },
    {
      key: 'name',
      header: t('hosting.columns.name'),
      primary: true,
      cell: ({ attributes: a }) => (
        <span className={styles.person}>
          <Avatar src={a.avatar_url} name={a.name} size="sm" />
          <span>
            <span className={styles.name}>{a.name}</span>
            {a.email ? <span className={styles.muted}>{a.email}</span> : null}
          </span>
        </span>
      ),
    },
    {
      key: 'joined',
      header: t('hosting.columns.joined'),
      cell: ({ attributes: a }) => time(a.joined_at),
    },
    {
      key: 'offer',
      header: t('hosting.columns.offer'),
      cell: ({ attributes: a }) =>
        a.offer_expires_at ? t('hosting.offerUntil', { time: time(a.offer_expires_at) }) : '—',
    },
    ...(isHost
      ? [
          {
            key: 'action',
            header: t('hosting.columns.action'),
            align: 'end' as const,
            cell: (entry: WaitlistEntry) =>
              entry.attributes.status === 'waitlisted' ? (
                <Button size="sm" variant="secondary" onClick={() => void promote(entry)}>
                  {t('hosting.promote')}
                  <span className="visually-hidden"> {entry.attributes.name}</span>
                </Button>
              ) : null,
          },
        ]
      : []),
  ];

  const meta = document?.meta;
  return (
    <div className={styles.page}>
      <HostingPageHeader
        title={t('hosting.waitlistTitle')}
        lead={t('hosting.waitlistLead')}
        other={{ path: '/attendees', label: t('hosting.toAttendees') }}
        events={events}
        failed={failed}
        eventId={eventId}
        onChoose={choose}
      />
      {meta ? (
        <p className={styles.counts} aria-live="polite">
          <span className={styles.count}>
            <strong>{meta.waiting}</strong>
            {t('hosting.waiting')}
          </span>
          <span className={styles.count}>
            <strong>{meta.offered}</strong>
            {t('hosting.offers')}
          </span>
          <span className={styles.count}>
            <strong>
              {meta.capacity === null ? meta.held : `${meta.held} / ${meta.capacity}`}
            </strong>
            {t('hosting.placesHeld')}
          </span>
        </p>
      ) : null}
      {meta && isHost ? (
        <section className={styles.panel} aria-labelledby="places-heading">
          <h2 id="places-heading" className={styles.panelTitle}>
            {t('hosting.placesTitle')}
          </h2>
          <form className={styles.codeForm} onSubmit={saveCapacity} noValidate>
            <TextField
              label={t('hosting.capacityLabel')}
              helperText={capacityError ?? t('hosting.capacityHelp')}
              invalid={capacityError !== null}
              inputMode="numeric"
              value={capacity}
              onChange={(event) => setCapacity(event.target.value)}
            />
            <Button type="submit" variant="primary">
              {t('hosting.capacitySave')}
            </Button>
          </form>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {t('hosting.cancelEvent')}
          </Button>
        </section>
      ) : null}
      {error ? (
        <div className={styles.failed} role="alert">
          <p>{error}</p>
          <Button size="sm" variant="secondary" onClick={reload}>
            {t('retry')}
          </Button>
        </div>
      ) : null}
      <Table
        caption={t('hosting.waitlistTitle')}
        columns={columns}
        rows={document?.data ?? []}
        rowKey={(row) => row.id}
        loading={document === null && !error && !!eventId}
        empty={
          <EmptyState
            icon="clock"
            headingLevel={2}
            title={t('hosting.emptyWaitlist.title')}
            description={
              meta && !meta.waitlist_enabled
                ? t('hosting.emptyWaitlist.disabled')
                : t('hosting.emptyWaitlist.description')
            }
          />
        }
      />
      {confirming && eventId && meta ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => setConfirming(open)}
          title={t('hosting.cancelDialog.title', { title: meta.event.title })}
          description={t('hosting.cancelDialog.description')}
          cancelLabel={t('dialogs.cancel')}
          closeLabel={t('dialogs.close')}
          confirmLabel={t('hosting.cancelDialog.confirm')}
          danger
          onConfirm={async () => {
            const answer = await cancelEvent(organiser.kind, eventId);
            toast.success(t('hosting.cancelled', { count: answer.meta.told ?? 0 }), {
              title: t('toast.successTitle'),
            });
            setConfirming(false);
            reload();
          }}
        />
      ) : null}
    </div>
  );
};
