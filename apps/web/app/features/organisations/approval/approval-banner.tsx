import { isAwaitingApproval } from '@gradway/domain/permissions';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClassName } from '../../../components/ui/button/button';
import { classNames } from '../../../components/ui/class-names';
import { Icon } from '../../../components/ui/icon/icon';
import type { CurrentUser } from '../../../lib/session/current-user';
import { userClassOfUser } from '../../../lib/session/route-guard';
import styles from './approval-banner.module.css';

/** Where each organiser sets up their society or company. */
export const ONBOARDING_PATHS = {
  society: '/society-profile/onboarding',
  recruiter: '/recruiter/onboarding',
} as const;

export interface ApprovalBannerProps {
  user: CurrentUser | null;
  kind: keyof typeof ONBOARDING_PATHS;
}

/**
 * The organisers' notices above every page of their area: an account awaiting approval is told
 * so, with what they can do now and what happens next; a manager or recruiter without a society
 * or company yet is pointed to onboarding.
 */
export const ApprovalBanner = ({ user, kind }: ApprovalBannerProps) => {
  const { t } = useTranslation('organisers');
  const { pathname } = useLocation();
  if (!user) return null;
  const awaiting = isAwaitingApproval(userClassOfUser(user));
  const organisation = kind === 'society' ? user.student_society : user.company;
  const onboardingPath = ONBOARDING_PATHS[kind];
  const needsSetup = !organisation && pathname !== onboardingPath;

  return (
    <>
      {awaiting ? (
        <section className={styles.banner} role="status" aria-labelledby="approval-title">
          <Icon name="clock" size={20} className={styles.icon} />
          <div className={styles.body}>
            <h2 id="approval-title" className={styles.title}>
              {t('approval.title')}
            </h2>
            <p className={styles.text}>{t(`approval.next.${kind}`)}</p>
            <p className={styles.text}>
              {user.email ? t('approval.email', { email: user.email }) : null}
            </p>
          </div>
        </section>
      ) : null}
      {needsSetup ? (
        <section className={classNames(styles.banner, styles.setup)} aria-labelledby="setup-title">
          <Icon name="building" size={20} className={styles.icon} />
          <div className={styles.body}>
            <h2 id="setup-title" className={styles.title}>
              {t(`approval.setup.${kind}.title`)}
            </h2>
            <p className={styles.text}>{t(`approval.setup.${kind}.text`)}</p>
          </div>
          <Link to={onboardingPath} className={classNames(buttonClassName(), styles.link)}>
            {t(`approval.setup.${kind}.action`)}
          </Link>
        </section>
      ) : null}
    </>
  );
};
