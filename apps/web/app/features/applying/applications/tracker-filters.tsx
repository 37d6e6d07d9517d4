import type { ApplicationProgress } from '@gradway/domain';
import type { ProgressCounts } from '@gradway/domain/contracts';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/ui/form/select';
import { Tabs } from '../../../components/ui/tabs/tabs';
import styles from './applications.module.css';
import type { TrackerFilterValues } from './tracker-address';

export interface TrackerFiltersProps {
  values: TrackerFilterValues;
  counts: ProgressCounts | null;
  showProgressTabs: boolean;
  onChange: (next: Partial<TrackerFilterValues>) => void;
}

const TYPES = ['Job', 'Internship', 'Event'] as const;

/** The tracker's filters: progress tabs (list view), type, and deadline within 14 days. */
export const TrackerFilters = ({
  values,
  counts,
  showProgressTabs,
  onChange,
}: TrackerFiltersProps) => {
  const { t } = useTranslation('applications');
  const total = counts ? counts.saved + counts.started + counts.applied : undefined;
  const tab = values.progress ?? 'all';
  return (
    <div className={styles.filters}>
      {showProgressTabs ? (
        <Tabs<'all' | ApplicationProgress>
          className={styles.progressTabs}
          label={t('tracker.filters')}
          value={tab}
          onValueChange={(value) => onChange({ progress: value === 'all' ? null : value })}
          items={[
            { value: 'all', label: t('tracker.all'), count: total },
            { value: 'saved', label: t('progress.saved'), count: counts?.saved },
            { value: 'started', label: t('progress.started'), count: counts?.started },
            { value: 'applied', label: t('progress.applied'), count: counts?.applied },
          ]}
        />
      ) : null}
      <Select
        className={styles.typeFilter}
        label={t('tracker.type')}
        value={values.type ?? ''}
        onChange={(event) =>
          onChange({ type: (event.target.value || null) as TrackerFilterValues['type'] })
        }
        options={[
          { value: '', label: t('tracker.anyType') },
          ...TYPES.map((type) => ({ value: type, label: t(`types.${type}`) })),
        ]}
      />
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={values.deadlineSoon}
          onChange={(event) => onChange({ deadlineSoon: event.target.checked })}
        />
        {t('tracker.deadlineSoon')}
      </label>
    </div>
  );
};
