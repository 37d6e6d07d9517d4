import { EVENT_TYPE_OPTIONS } from '@gradway/domain';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../../components/ui/card/card';
import { Dropdown } from '../../../../components/ui/dropdown/dropdown';
import { fieldId } from '../editor-errors';
import { DateTimeField } from '../fields/date-time-field';
import { TimeZoneField } from '../fields/time-zone-field';
import styles from '../touchpoint-editor.module.css';
import type { SectionProps } from './section-props';

const EVENT_TYPE_LABELS = new Set<string>(EVENT_TYPE_OPTIONS.map((option) => option.label));

/**
 * The event categories are the spec's event types ('Career Fairs'…), so the form asks once:
 * choosing one sets the category and the type the search filters on.
 */
export const typeOfCategory = (label: string | undefined): string | null =>
  label && EVENT_TYPE_LABELS.has(label) ? label : null;

/** An event's type (its category), and when it starts and ends (one time zone for both). */
export const EventDetailsSection = ({ values, errors, change, lists }: SectionProps) => {
  const { t } = useTranslation('editor');
  const listTexts = {
    placeholder: t('lists.placeholder'),
    searchPlaceholder: t('lists.search'),
    noResultsText: t('lists.noResults'),
  };
  return (
    <>
      <Card as="section" className={styles.section} aria-labelledby="tp-event-title">
        <h2 id="tp-event-title" className={styles.sectionTitle}>
          {t('sections.event')}
        </h2>
        <div className={styles.grid}>
          <Dropdown
            {...listTexts}
            id={fieldId('event_category_id')}
            label={t('fields.eventType')}
            optional
            options={lists.eventCategories}
            value={
              values.event_category_id ??
              lists.eventCategories.find((category) => category.label === values.event_type)
                ?.value ??
              null
            }
            onChange={(event_category_id) =>
              change({
                event_category_id,
                event_type: typeOfCategory(
                  lists.eventCategories.find((category) => category.value === event_category_id)
                    ?.label,
                ),
              })
            }
            invalid={Boolean(errors.event_category_id ?? errors.event_type)}
            helperText={errors.event_category_id ?? errors.event_type}
          />
        </div>
      </Card>
      <Card as="section" className={styles.section} aria-labelledby="tp-when-title">
        <h2 id="tp-when-title" className={styles.sectionTitle}>
          {t('sections.when')}
        </h2>
        <div className={styles.grid}>
          <DateTimeField
            id={fieldId('start_date')}
            label={t('fields.start')}
            value={values.start_date}
            onChange={(start_date) => change({ start_date })}
            error={errors.start_date}
          />
          <DateTimeField
            id={fieldId('end_date')}
            label={t('fields.end')}
            optional
            value={values.end_date}
            onChange={(end_date) => change({ end_date })}
            error={errors.end_date}
          />
          <TimeZoneField
            id={fieldId('time_zone')}
            label={t('fields.timeZone')}
            value={values.time_zone}
            onChange={(time_zone) => change({ time_zone })}
            error={errors.time_zone}
            helperText={t('fields.timeZoneHelper')}
          />
        </div>
      </Card>
    </>
  );
};
