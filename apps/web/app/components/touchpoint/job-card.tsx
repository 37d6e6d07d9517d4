import {
  type JobCardOptions,
  type JobCardTouchpoint,
  jobCardView,
  WORK_MODE_LABELS,
} from '@gradway/domain';
import { Avatar } from '../ui/avatar/avatar';
import { Tag } from '../ui/badge/badge';
import { Card } from '../ui/card/card';
import { classNames } from '../ui/class-names';
import { DeadlineIndicator } from '../ui/deadline/deadline-indicator';
import { Icon } from '../ui/icon/icon';
import { type RenderCardLink, renderAnchor } from './card-link';
import styles from './touchpoint-card.module.css';

export interface JobCardCompany {
  name: string;
  iconUrl?: string | null;
}

export interface JobCardProps {
  job: JobCardTouchpoint;
  company?: JobCardCompany;
  options?: JobCardOptions;
  /** The moment deadlines are measured from (now by default). */
  now?: Date;
  headingLevel?: 2 | 3 | 4;
  renderLink?: RenderCardLink;
  className?: string;
}

const MAX_AREAS = 3;

/**
 * A job or internship on a card (spec §2): title, company, salary ('£30,000 - £40,000', a single
 * amount, or an estimate), cities, working model (incl. remote), areas of responsibility, and the
 * deadline indicator with its tooltip, or the closed label once expired.
 */
export const JobCard = ({
  job,
  company,
  options,
  now,
  headingLevel = 3,
  renderLink = renderAnchor,
  className,
}: JobCardProps) => {
  const view = jobCardView(job, options, now);
  const Heading = `h${headingLevel}` as const;
  const areas = view.areaOfResponsibilities.slice(0, MAX_AREAS);
  const moreAreas = view.areaOfResponsibilities.length - areas.length;
  const kind = job.touchpointable_type === 'Internship' ? 'Internship' : 'Job';
  return (
    <Card
      as="article"
      interactive
      className={classNames(
        styles.card,
        styles.job,
        view.closedLabel && styles.isClosed,
        className,
      )}
    >
      <div className={styles.jobHeader}>
        {company ? <Avatar src={company.iconUrl} name={company.name} square size="lg" /> : null}
        <div className={styles.jobHeading}>
          <p className={styles.kind}>
            {kind}
            {company ? <span className={styles.company}> · {company.name}</span> : null}
          </p>
          <Heading className={styles.title}>
            {renderLink({
              href: view.link.href,
              target: view.link.target,
              rel: view.link.rel,
              className: styles.stretchedLink,
              children: (
                <>
                  {view.title}
                  {view.link.target === '_blank' ? (
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  ) : null}
                </>
              ),
            })}
          </Heading>
        </div>
        <div className={styles.deadline}>
          <DeadlineIndicator indicator={view.deadline} />
        </div>
      </div>
      {view.salary ? (
        <p className={styles.salary}>
          <Icon name="wallet" />
          <span>{view.salary.text}</span>
          {view.salary.isEstimated ? (
            <span className={styles.estimated} title="Estimated salary">
              Estimated
            </span>
          ) : null}
        </p>
      ) : null}
      <ul className={styles.tags} aria-label="Details">
        {view.cityNames.map((city) => (
          <li key={city}>
            <Tag icon={<Icon name="map-pin" />}>{city}</Tag>
          </li>
        ))}
        {view.workModes.map((mode) => (
          <li key={mode}>
            <Tag
              icon={
                <Icon
                  name={mode === 'remote' ? 'laptop' : mode === 'hybrid' ? 'layers' : 'building'}
                />
              }
              className={classNames(mode === 'remote' && styles.remote)}
            >
              {WORK_MODE_LABELS[mode]}
            </Tag>
          </li>
        ))}
      </ul>
      {areas.length > 0 ? (
        <p className={styles.areas}>
          <Icon name="briefcase" />
          <span>
            {areas.join(' · ')}
            {moreAreas > 0 ? ` +${moreAreas}` : null}
          </span>
        </p>
      ) : null}
    </Card>
  );
};
