import { localDateTimeToInstant } from '@gradway/domain';
import { useTranslation } from 'react-i18next';
import type { RenderCardLink } from '../../../components/touchpoint/card-link';
import { EventCard } from '../../../components/touchpoint/event-card';
import { JobCard } from '../../../components/touchpoint/job-card';
import type { EditorLists } from './editor-reference-data';
import type { EditorValues } from './editor-values';
import { localDateTimeOf } from './fields/date-time-field';
import styles from './touchpoint-editor.module.css';

export interface CardPreviewProps {
  values: EditorValues;
  lists: EditorLists;
  /** The company or society it is published for. */
  organisation: { name: string; iconUrl: string | null } | null;
}

/** In the preview the card's title is text, not a link: there is no page to open yet. */
const renderText: RenderCardLink = ({ children, className }) => (
  <span className={className}>{children}</span>
);

/** The instant a date field names, as ISO text, or null while it is incomplete. */
const instantOf = (local: string | null, zone: string): string | null => {
  if (!local || !zone) return null;
  try {
    return localDateTimeToInstant(local, zone)?.toISOString() ?? null;
  } catch {
    return null;
  }
};

/** The card candidates will see, as the form stands (spec §2 cards). */
export const CardPreview = ({ values, lists, organisation }: CardPreviewProps) => {
  const { t } = useTranslation('editor');
  const type = values.touchpointable_type;
  const title = values.title.trim() || t(`preview.untitled.${type}`);
  const card =
    type === 'Event' ? (
      <EventCard
        event={{
          id: 'preview',
          title,
          start_date: instantOf(localDateTimeOf(values.start_date), values.time_zone),
          icon_url: values.cover_url,
          cities:
            values.event_mode === 'virtual'
              ? [{ id: 'virtual', name: t('preview.online') }]
              : values.place_city.map((city) => ({
                  id: city.id,
                  name: city.name.split(',')[0] ?? '',
                })),
          applications: 0,
          avatar_urls: [],
        }}
        options={values.time_zone ? { timeZone: values.time_zone } : undefined}
        imageLoading="eager"
        renderLink={renderText}
      />
    ) : (
      <JobCard
        job={{
          id: 'preview',
          title,
          touchpointable_type: type,
          cities: values.cities.map((city) => ({
            id: city.id,
            name: city.name.split(',')[0] ?? '',
          })),
          working_model: values.working_model,
          area_of_responsibilities: lists.areas
            .filter((area) => values.area_of_responsibility_ids.includes(area.value))
            .map((area) => area.label),
          minimum_salary: values.minimum_salary,
          maximum_salary: values.maximum_salary,
          pay_currency: values.pay_currency,
          estimated: values.salary_estimated,
          application_deadline: instantOf(
            localDateTimeOf(values.application_deadline),
            values.application_deadline_time_zone,
          ),
          isExpired: false,
        }}
        company={organisation ?? undefined}
        renderLink={renderText}
      />
    );
  return (
    <aside className={styles.preview} aria-labelledby="tp-preview-title">
      <h2 id="tp-preview-title" className={styles.previewTitle}>
        {t('preview.title')}
      </h2>
      {card}
      <p className={styles.previewNote}>{t('preview.note')}</p>
    </aside>
  );
};
