import { type ApplicationProgress, deadlineIndicator } from '@gradway/domain';
import { format } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar/avatar';
import { Badge, type BadgeTone } from '../../../components/ui/badge/badge';
import { Button } from '../../../components/ui/button/button';
import { Card } from '../../../components/ui/card/card';
import { DeadlineIndicator } from '../../../components/ui/deadline/deadline-indicator';
import { Icon } from '../../../components/ui/icon/icon';
import styles from './applications.module.css';
import type { Application } from './applications-api';
import { EasyApplyButton } from './easy-apply-button';
import { NotesEditor } from './notes-editor';

export const PROGRESS_TONES: Record<ApplicationProgress, BadgeTone> = {
  saved: 'neutral',
  started: 'warning',
  applied: 'success',
};

const NEXT_STEP: Record<ApplicationProgress, ApplicationProgress | null> = {
  saved: 'started',
  started: 'applied',
  applied: null,
};

const PAGE_SECTIONS = { Job: 'jobs', Internship: 'internships', Event: 'events' } as const;

export interface TrackerItemProps {
  application: Application;
  headingLevel?: 2 | 3;
  /** Moves it to the next step (null: no such button, e.g. easy apply's applied). */
  onMove: (application: Application, progress: ApplicationProgress) => void;
  onRemove: (application: Application) => void;
  onChange: (next: Application) => void;
  busy: boolean;
}

/**
 * One tracked touchpoint: its title (to its page), organisation, type, deadline with the
 * deadline indicator, progress, notes edited in place, and the next step: easy apply (with its
 * confirmation), open the external apply link (recorded as started), mark applied, or remove.
 */
export const TrackerItem = ({
  application,
  headingLevel = 3,
  onMove,
  onRemove,
  onChange,
  busy,
}: TrackerItemProps) => {
  const { t } = useTranslation('applications');
  const { progress, applied_at: appliedAt } = application.attributes;
  const touchpoint = application.attributes.touchpoint.attributes;
  const Heading = `h${headingLevel}` as const;
  const deadline = touchpoint.application_deadline;
  const indicator = deadlineIndicator({
    deadline,
    isExpired: touchpoint.isExpired,
    timeZone: touchpoint.application_deadline_time_zone ?? touchpoint.time_zone ?? undefined,
  });
  const external = Boolean(touchpoint.apply_url?.trim());
  const isEvent = touchpoint.touchpointable_type === 'Event';
  const next = NEXT_STEP[progress];
  // Easy apply is sent from the touchpoint's page, with the confirmation; events are not applied to.
  const canMove = next !== null && !(next === 'applied' && (!external || isEvent));
  const href = `/${PAGE_SECTIONS[touchpoint.touchpointable_type]}/${touchpoint.id}`;
  const closed = indicator.band === 'closed';

  return (
    <Card as="article" className={styles.item} id={`tracked-${application.id}`} tabIndex={-1}>
      <div className={styles.itemTop}>
        <Avatar
          src={touchpoint.creatable_for.icon_url}
          name={touchpoint.creatable_for.name}
          square
          size="md"
        />
        <div className={styles.itemHeading}>
          <p className={styles.kind}>
            {t(`types.${touchpoint.touchpointable_type}`)} · {touchpoint.creatable_for.name}
          </p>
          <Heading className={styles.itemTitle}>
            <Link to={href}>{touchpoint.title}</Link>
          </Heading>
        </div>
        <Badge tone={PROGRESS_TONES[progress]}>{t(`progress.${progress}`)}</Badge>
      </div>
      <div className={styles.meta}>
        <span className={styles.metaItem}>
          <Icon name="calendar" size={16} />
          {deadline
            ? t('tracker.deadline', { date: format(new Date(deadline), 'd MMM yyyy') })
            : t('tracker.noDeadline')}
        </span>
        <DeadlineIndicator indicator={indicator} />
        {appliedAt ? (
          <span className={styles.metaItem}>
            <Icon name="check-circle" size={16} />
            {t('tracker.appliedOn', { date: format(new Date(appliedAt), 'd MMM yyyy') })}
          </span>
        ) : null}
      </div>
      <NotesEditor application={application} onSaved={onChange} />
      <div className={styles.itemActions}>
        {external && progress !== 'applied' && !closed ? (
          <a
            href={touchpoint.apply_url ?? '#'}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.inlineLink}
            onClick={() => {
              if (progress === 'saved') onMove(application, 'started');
            }}
          >
            {t('tracker.openApplyLink')}
            <span className={styles.visuallyHidden}> ({touchpoint.title})</span>
          </a>
        ) : null}
        {!external && !isEvent && progress !== 'applied' && !closed ? (
          <EasyApplyButton
            touchpointId={touchpoint.id}
            title={touchpoint.title}
            organisation={touchpoint.creatable_for.name}
            onApplied={onChange}
          />
        ) : null}
        {canMove && next && !closed ? (
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => onMove(application, next)}
          >
            {t('tracker.moveTo', { progress: t(`progress.${next}`) })}
            <span className={styles.visuallyHidden}> ({touchpoint.title})</span>
          </Button>
        ) : null}
        {progress !== 'applied' ? (
          <Button
            size="sm"
            variant="ghost"
            disabled={busy}
            aria-label={t('tracker.removeLabel', { title: touchpoint.title })}
            iconStart={<Icon name="trash" size={16} />}
            onClick={() => onRemove(application)}
          >
            {t('tracker.remove')}
          </Button>
        ) : null}
      </div>
    </Card>
  );
};
