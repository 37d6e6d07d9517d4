import type { MatchedTouchpoint } from '@gradway/domain/contracts';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon/icon';
import styles from './matches.module.css';
import { dismissReason } from './matches-api';

type Match = MatchedTouchpoint['attributes']['match'];

/** Why a match fits (chips the candidate can dismiss) and what the profile lacks. */
export const MatchFacts = ({
  match,
  dismissable = true,
}: {
  match: Match;
  dismissable?: boolean;
}) => {
  const { t } = useTranslation('matches');
  return (
    <div className={styles.facts}>
      <p className={styles.score}>
        <strong>{t('score', { score: Math.round(match.score) })}</strong>
      </p>
      {match.reasons.length > 0 ? (
        <ul className={styles.chips} aria-label={t('reasons')}>
          {match.reasons.map((reason) => (
            <li key={reason.key} className={styles.chip}>
              <Icon name="check-circle" />
              <span>{reason.label}</span>
              {dismissable ? (
                <button
                  type="button"
                  className={styles.chipDismiss}
                  aria-label={t('dismissReason', { reason: reason.label })}
                  title={t('dismissReasonHint')}
                  onClick={() => void dismissReason(reason.key)}
                >
                  <Icon name="x-circle" />
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {match.missing.length > 0 ? (
        <ul className={styles.missing} aria-label={t('missing')}>
          {match.missing.map((gap) => (
            <li key={gap.key}>
              <Icon name="alert-circle" />
              <span>{gap.label}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
};
