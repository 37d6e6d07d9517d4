import type { Touchpoint } from '@gradway/domain/contracts';
import { format } from 'date-fns';
import { useTranslation } from 'react-i18next';
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
