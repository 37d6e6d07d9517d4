import type { Touchpoint } from '@gradway/domain/contracts';
import { useTranslation } from 'react-i18next';
import { CardGrid } from '../../../components/touchpoint/card-grid';
import type { RenderCardLink } from '../../../components/touchpoint/card-link';
import { EventCard } from '../../../components/touchpoint/event-card';
import { JobCard } from '../../../components/touchpoint/job-card';
import { Badge } from '../../../components/ui/badge/badge';
import { Icon } from '../../../components/ui/icon/icon';
import { PrefetchLink } from '../../../lib/routing/prefetch-link';
import styles from './search.module.css';

const DEFAULT_TIME_ZONE = 'Europe/London';

const renderLink: RenderCardLink = ({ href, target, rel, className, children }) =>
  href.startsWith('/') && target === '_self' ? (
    <PrefetchLink to={href} className={className}>
      {children}
    </PrefetchLink>
  ) : (
    <a href={href} target={target} rel={rel} className={className}>
      {children}
    </a>
  );

export const touchpointPagePath = (touchpoint: Touchpoint): string => {
  const type = touchpoint.attributes.touchpointable_type;
  const section = type === 'Event' ? 'events' : type === 'Internship' ? 'internships' : 'jobs';
  return `/${section}/${touchpoint.id}`;
};

export interface Selection {
  ids: ReadonlySet<string>;
  toggle: (id: string, selected: boolean) => void;
}

/**
 * Jobs, internships and events as the app's cards. Jobs and internships can be selected to share
 * (`selection`); in quick-apply mode each card is marked for quick apply.
 */
export const TouchpointResults = ({
  touchpoints,
  selection,
  quickApply,
  label,
}: {
  touchpoints: readonly Touchpoint[];
  selection?: Selection;
  quickApply: boolean;
  label: string;
}) => {
  const { t } = useTranslation('search');
  return (
    <CardGrid label={label}>
      {touchpoints.map((touchpoint) => {
        const attributes = { ...touchpoint.attributes, url: touchpointPagePath(touchpoint) };
        const timeZone = attributes.time_zone ?? DEFAULT_TIME_ZONE;
        const isEvent = attributes.touchpointable_type === 'Event';
        return (
          <li key={touchpoint.id} className={styles.result}>
            {isEvent ? (
              <EventCard event={attributes} options={{ timeZone }} renderLink={renderLink} />
            ) : (
              <JobCard
                job={attributes}
                company={{
                  name: attributes.creatable_for.name,
                  iconUrl: attributes.creatable_for.icon_url,
                }}
                options={{ timeZone }}
                renderLink={renderLink}
              />
            )}
            {(selection && !isEvent) || quickApply ? (
              <div className={styles.resultBar}>
                {selection && !isEvent ? (
                  <label className={styles.select}>
                    <input
                      type="checkbox"
                      checked={selection.ids.has(touchpoint.id)}
                      onChange={(event) =>
                        selection.toggle(touchpoint.id, event.currentTarget.checked)
                      }
                      aria-label={t('share.select', { title: attributes.title })}
                    />
                    <span aria-hidden="true">{t('share.selectShort')}</span>
                  </label>
                ) : (
                  <span />
                )}
                {quickApply ? (
                  <PrefetchLink to={attributes.url} className={styles.quickApply}>
                    <Badge tone="success" icon={<Icon name="layers" size={14} />}>
                      {t('results.quickApplyBadge')}
                    </Badge>
                    <span className="visually-hidden">: {attributes.title}</span>
                  </PrefetchLink>
                ) : null}
              </div>
            ) : null}
          </li>
        );
      })}
    </CardGrid>
  );
};
