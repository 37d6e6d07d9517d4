import type { Touchpoint } from '@gradway/domain/contracts';
import { format } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Select } from '../../../components/ui/form/select';
import styles from './hosting.module.css';

const label = (event: Touchpoint) => {
  const start = event.attributes.start_date;
  return start
    ? `${event.attributes.title} · ${format(new Date(start), 'd MMM yyyy')}`
    : event.attributes.title;
};

/** The picker of the organisation's events at the top of /attendees and /waitlist. */
export const EventSelect = ({
  events,
  value,
  onChange,
}: {
  events: readonly Touchpoint[];
  value: string | null;
  onChange: (id: string) => void;
}) => {
  const { t } = useTranslation('hiring');
  return (
    <Select
      className={styles.picker}
      label={t('hosting.event')}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      options={events.map((event) => ({ value: event.id, label: label(event) }))}
    />
  );
};

/**
 * The top of /attendees and /waitlist: the page's title and lead, the link to the other page for
 * the same event, and the picker of the organisation's events.
 */
export const HostingPageHeader = ({
  title,
  lead,
  other,
  events,
  failed,
  eventId,
  onChoose,
}: {
  title: string;
  lead: string;
  /** The other page (`/attendees` or `/waitlist`) and its link's text. */
  other: { path: string; label: string };
  events: readonly Touchpoint[] | null;
  failed: boolean;
  eventId: string | null;
  onChoose: (id: string) => void;
}) => {
  const { t } = useTranslation('hiring');
  return (
    <>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.lead}>{lead}</p>
        </div>
        <Link to={`${other.path}${eventId ? `?event=${eventId}` : ''}`} className={styles.link}>
          {other.label}
        </Link>
      </header>
      {failed ? <p role="alert">{t('hosting.eventsFailed')}</p> : null}
      {events && events.length > 0 ? (
        <EventSelect events={events} value={eventId} onChange={onChoose} />
      ) : null}
    </>
  );
};
