import { CLOSED_LABEL, type DeadlineIndicator as DeadlineIndicatorView } from '@gradway/domain';
import { Badge } from '../badge/badge';
import { classNames } from '../class-names';
import { Icon } from '../icon/icon';
import styles from './deadline.module.css';
import { DeadlineTooltip } from './deadline-tooltip';

export interface ClosedLabelProps {
  className?: string;
}

/** Shown on a job or internship whose deadline has passed (spec §2, §4). */
export const ClosedLabel = ({ className }: ClosedLabelProps) => (
  <Badge
    tone="neutral"
    className={classNames(styles.closed, className)}
    icon={<Icon name="clock" />}
  >
    {CLOSED_LABEL}
  </Badge>
);

export interface DeadlineIndicatorProps {
  /** The domain's deadline indicator for the touchpoint (`deadlineIndicator(...)` or a card view). */
  indicator: DeadlineIndicatorView;
  className?: string;
}

/**
 * The deadline band of a job or internship (spec §4): nothing beyond 30 days, then silver,
 * yellow, orange and red as the deadline nears, each with a '<duration> left' tooltip; the closed
 * label once expired.
 */
export const DeadlineIndicator = ({ indicator, className }: DeadlineIndicatorProps) => {
  if (indicator.band === 'closed') return <ClosedLabel className={className} />;
  if (indicator.band === 'none' || !indicator.tooltipLabel) return null;
  return (
    <DeadlineTooltip label={indicator.tooltipLabel}>
      <button
        type="button"
        className={classNames(styles.indicator, styles[indicator.band], className)}
        aria-label={`Application deadline: ${indicator.tooltipLabel}`}
        data-band={indicator.band}
      >
        <Icon name="clock" />
      </button>
    </DeadlineTooltip>
  );
};
