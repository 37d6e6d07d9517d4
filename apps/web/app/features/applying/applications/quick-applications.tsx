import { linkSite } from '@gradway/domain';
import {
  listQuickApplicationsContract,
  type QuickApplication,
  type QuickApplySite,
} from '@gradway/domain/contracts';
import { format } from 'date-fns';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar/avatar';
import { Badge } from '../../../components/ui/badge/badge';
import { Card } from '../../../components/ui/card/card';
import { Icon } from '../../../components/ui/icon/icon';
import { api } from '../../../lib/api/api-client';
import styles from './applications.module.css';
import type { TrackerFilterValues } from './tracker-address';
import { PROGRESS_TONES } from './tracker-item';

export type { QuickApplication };

const SITE_NAMES: Record<QuickApplySite, string> = {
  greenhouse: 'Greenhouse',
  lever: 'Lever',
  workday: 'Workday',
  ashby: 'Ashby',
  smartrecruiters: 'SmartRecruiters',
  workable: 'Workable',
};

/**
 * The applications the candidate sent with the quick-apply extension to jobs that are not on
 * Gradway (ours are tracked applications); empty until loaded or when loading fails.
 */
export const useQuickApplications = () => {
  const [items, setItems] = useState<QuickApplication[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    api(listQuickApplicationsContract, {}, { quiet: true, signal: controller.signal }).then(
      (document) => setItems(document.data),
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  return items;
};

/** They are applied jobs without a deadline: shown unless the filters rule that out. */
export const showsQuickApplications = (values: TrackerFilterValues) =>
  (values.progress === null || values.progress === 'applied') &&
  (values.type === null || values.type === 'Job') &&
  !values.deadlineSoon;

/**
 * One job applied to on an employer's site through the extension: its title (to the job's page,
 * in a new tab), company, the site and when, marked applied.
 */
export const QuickApplicationItem = ({
  application,
  headingLevel = 3,
}: {
  application: QuickApplication;
  headingLevel?: 2 | 3;
}) => {
  const { t } = useTranslation('applications');
  const { title, company, job_url: jobUrl, site, created_at: createdAt } = application.attributes;
  const Heading = `h${headingLevel}` as const;
  const host = linkSite(jobUrl);
  const name = company ?? host;
  return (
    <Card as="article" className={styles.item}>
      <div className={styles.itemTop}>
        <Avatar name={name} square size="md" />
        <div className={styles.itemHeading}>
          <p className={styles.kind}>
            {t('types.Job')} · {name}
          </p>
          <Heading className={styles.itemTitle}>
            <a href={jobUrl} target="_blank" rel="noopener noreferrer">
              {title ?? t('quick.untitled', { host })}
              <span className={styles.visuallyHidden}> {t('quick.newTab')}</span>
            </a>
          </Heading>
        </div>
        <Badge tone={PROGRESS_TONES.applied}>{t('progress.applied')}</Badge>
      </div>
      <div className={styles.meta}>
        <span className={styles.metaItem}>
          <Icon name="check-circle" size={16} />
          {t('tracker.appliedOn', { date: format(new Date(createdAt), 'd MMM yyyy') })}
        </span>
        <span className={styles.metaItem}>{t('quick.via', { site: SITE_NAMES[site], host })}</span>
      </div>
    </Card>
  );
};
