import { answerText } from '@gradway/domain';
import type { Attendee, AttendeeListDocument } from '@gradway/domain/contracts';
import { format } from 'date-fns';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar/avatar';
import { Badge, type BadgeTone } from '../../../components/ui/badge/badge';
import { Button, buttonClassName } from '../../../components/ui/button/button';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { TextField } from '../../../components/ui/form/text-field';
import { Icon } from '../../../components/ui/icon/icon';
import { Pagination } from '../../../components/ui/pagination/pagination';
import { Table, type TableColumn } from '../../../components/ui/table/table';
import { isApiError } from '../../../lib/api/api-error';
import type { Organiser } from '../../opportunities/organiser-touchpoints';
import { EventRatingsPanel } from '../feedback';
import { attendeesCsv } from './attendees-csv';
import { HostingPageHeader } from './event-select';
import styles from './hosting.module.css';
import { checkIn, listAttendees } from './hosting-api';
import { TicketScanner } from './ticket-scanner';
import { useEventChoice } from './use-event-choice';

const STATUSES = ['registered', 'checked_in', 'cancelled', 'no_show'] as const;
type Status = (typeof STATUSES)[number];
const TONES: Record<Status, BadgeTone> = {
  registered: 'primary',
  checked_in: 'success',
  cancelled: 'neutral',
  no_show: 'warning',
};

type Outcome = { tone: 'success' | 'warning' | 'critical'; text: string } | null;

const time = (iso: string | null) => (iso ? format(new Date(iso), 'd MMM, HH:mm') : '—');

/**
 * `/attendees`: pick an event; who registered, checked in, cancelled or did not come, with
 * counts, search and a CSV export; check-in at the door by scanning tickets with the phone's
 * camera, typing the ticket code, or by name from the list.
 */
export const AttendeesPage = ({ organiser }: { organiser: Organiser }) => {
  const { t } = useTranslation('hiring');
  const { events, failed, eventId, choose, search, setSearch } = useEventChoice(organiser.kind);
  const q = search.get('q') ?? '';
  const askedStatus = search.get('status');
  const status = (STATUSES as readonly string[]).includes(askedStatus ?? '')
    ? (askedStatus as Status)
    : undefined;
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const [document, setDocument] = useState<AttendeeListDocument | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const [typed, setTyped] = useState(q);
  const reload = useCallback(() => setGeneration((value) => value + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` asks for a reload
  useEffect(() => {
    if (!eventId) return;
    const controller = new AbortController();
    listAttendees(
      organiser.kind,
      eventId,
      { page, per_page: 50, ...(q ? { q } : {}), ...(status ? { status } : {}) },
      controller.signal,
    ).then(
      (next) => {
        setDocument(next);
        setError(null);
      },
      (reason: unknown) => {
        if (controller.signal.aborted) return;
        setError(isApiError(reason) ? reason.message : String(reason));
      },
    );
    return () => controller.abort();
  }, [organiser.kind, eventId, page, q, status, generation]);

  const setParam = (key: 'q' | 'status' | 'page', value: string | null) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (value) params.set(key, value);
        else params.delete(key);
        if (key !== 'page') params.delete('page');
        if (eventId) params.set('event', eventId);
        return params;
      },
      { preventScrollReset: true },
    );

  const admit = async (body: { ticket: string } | { registration_id: string }) => {
    if (!eventId) return;
    setBusy(true);
    try {
      const answer = await checkIn(organiser.kind, eventId, body);
      const { name, checked_in_at } = answer.data.attributes;
      setOutcome(
        answer.meta.result === 'checked_in'
          ? { tone: 'success', text: t('hosting.checkedIn', { name }) }
          : {
              tone: 'warning',
              text: t('hosting.alreadyUsed', { name, time: time(checked_in_at) }),
            },
      );
      reload();
    } catch (reason) {
      setOutcome({
        tone: 'critical',
        text: isApiError(reason) ? reason.message : t('hosting.checkInFailed'),
      });
    } finally {
      setBusy(false);
    }
  };

  const exportCsv = async () => {
    if (!eventId || !document) return;
    const rows: Attendee[] = [];
    for (let next = 1; ; next += 1) {
      const part = await listAttendees(organiser.kind, eventId, { page: next, per_page: 100 });
      rows.push(...part.data);
      if (next >= part.meta.total_pages) break;
    }
    const blob = new Blob([attendeesCsv(rows, document.meta.questions)], {
      type: 'text/csv;charset=utf-8',
    });
    const link = window.document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = `${document.meta.event.title.replace(/[^\w -]+/g, '').trim() || 'event'} attendees.csv`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  };

  const questions = document?.meta.questions ?? [];
  const columns: TableColumn<Attendee>[] = [
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
      key: 'status',
      header: t('hosting.columns.status'),
      cell: ({ attributes: a }) => (
        <span>
          <Badge tone={TONES[a.status]}>{t(`hosting.status.${a.status}`)}</Badge>
          {a.checked_in_at ? <span className={styles.muted}>{time(a.checked_in_at)}</span> : null}
        </span>
      ),
    },
    {
      key: 'registered',
      header: t('hosting.columns.registered'),
      cell: ({ attributes: a }) => time(a.registered_at),
    },
    ...(questions.length > 0
      ? [
          {
            key: 'answers',
            header: t('hosting.columns.answers'),
            cell: ({ attributes: a }: Attendee) => (
              <dl className={styles.answers}>
                {a.answers.map((answer) => (
                  <div key={answer.question_id}>
                    <dt>{answer.question}</dt>
                    <dd>{answerText(answer.answer)}</dd>
                  </div>
                ))}
              </dl>
            ),
          },
        ]
      : []),
    {
      key: 'action',
      header: t('hosting.columns.action'),
      align: 'end',
      cell: ({ id, attributes: a }) =>
        a.status === 'registered' ? (
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => void admit({ registration_id: id })}
          >
            {t('hosting.checkInByName')}
            <span className="visually-hidden"> {a.name}</span>
          </Button>
        ) : null,
    },
  ];

  const listHref = organiser.kind === 'company' ? '/hiring?view=events' : '/dashboard#events';
  if (events && events.length === 0) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('hosting.attendeesTitle')}</h1>
        <EmptyState
          icon="calendar"
          headingLevel={2}
          title={t('hosting.noEvents.title')}
          description={t('hosting.noEvents.description')}
          action={
            <Link to="/events/create" className={buttonClassName({ variant: 'primary' })}>
              {t('create.events')}
            </Link>
          }
        />
      </div>
    );
  }

  const counts = document?.meta.counts;
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setParam('q', typed.trim() || null);
  };

  return (
    <div className={styles.page}>
      <HostingPageHeader
        title={t('hosting.attendeesTitle')}
        lead={t('hosting.attendeesLead')}
        other={{ path: '/waitlist', label: t('hosting.toWaitlist') }}
        events={events}
        failed={failed}
        eventId={eventId}
        onChoose={choose}
      />
      {counts ? (
        <nav className={styles.counts} aria-label={t('hosting.countsLabel')}>
          <button
            type="button"
            className={styles.count}
            aria-pressed={!status}
            onClick={() => setParam('status', null)}
          >
            <strong>{counts.registered + counts.checked_in + counts.no_show}</strong>
            {t('hosting.status.all')}
          </button>
          {STATUSES.map((each) => (
            <button
              key={each}
              type="button"
              className={styles.count}
              aria-pressed={status === each}
              onClick={() => setParam('status', status === each ? null : each)}
            >
              <strong>{counts[each]}</strong>
              {t(`hosting.status.${each}`)}
            </button>
          ))}
          {document?.meta.capacity ? (
            <span className={styles.muted}>
              {t('hosting.capacity', { count: document.meta.capacity })}
            </span>
          ) : null}
        </nav>
      ) : null}
      <section className={styles.panel} aria-labelledby="check-in-heading">
        <h2 id="check-in-heading" className={styles.panelTitle}>
          {t('hosting.checkInTitle')}
        </h2>
        <TicketScanner busy={busy} onTicket={(ticket) => void admit({ ticket })} />
        <output className={styles.outcome} data-tone={outcome?.tone} aria-live="assertive">
          {outcome ? (
            <>
              <Icon
                name={
                  outcome.tone === 'success'
                    ? 'check-circle'
                    : outcome.tone === 'warning'
                      ? 'alert-circle'
                      : 'x-circle'
                }
                size={20}
              />
              {outcome.text}
            </>
          ) : null}
        </output>
      </section>
      {eventId && document && document.meta.event.id === eventId ? (
        <EventRatingsPanel
          kind={organiser.kind}
          eventId={eventId}
          startDate={document.meta.event.start_date}
        />
      ) : null}
      <div className={styles.tools}>
        <form className={styles.search} onSubmit={submitSearch}>
          <TextField
            label={t('hosting.search')}
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <Button type="submit" variant="secondary" iconStart={<Icon name="search" size={16} />}>
            {t('hosting.searchButton')}
          </Button>
        </form>
        <Button
          variant="secondary"
          iconStart={<Icon name="download" size={16} />}
          disabled={!document || document.meta.total_count === 0}
          onClick={() => void exportCsv()}
        >
          {t('hosting.export')}
        </Button>
      </div>
      {error ? (
        <div className={styles.failed} role="alert">
          <p>{error}</p>
          <Button size="sm" variant="secondary" onClick={reload}>
            {t('retry')}
          </Button>
        </div>
      ) : null}
      <Table
        caption={t('hosting.attendeesTitle')}
        columns={columns}
        rows={document?.data ?? []}
        rowKey={(row) => row.id}
        loading={document === null && !error && !!eventId}
        empty={
          <EmptyState
            icon="users"
            headingLevel={2}
            title={t('hosting.noAttendees.title')}
            description={t('hosting.noAttendees.description')}
            action={
              <Link to={listHref} className={buttonClassName({ variant: 'secondary' })}>
                {t('hosting.noAttendees.action')}
              </Link>
            }
          />
        }
      />
      {document && document.meta.total_pages > 1 ? (
        <Pagination
          page={document.meta.page}
          pageCount={document.meta.total_pages}
          onPageChange={(next) => setParam('page', next > 1 ? String(next) : null)}
          label={t('hosting.pagination')}
        />
      ) : null}
    </div>
  );
};
