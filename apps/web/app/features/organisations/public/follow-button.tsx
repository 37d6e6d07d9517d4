import type { FollowableType } from '@gradway/domain/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button/button';
import { Icon } from '../../../components/ui/icon/icon';
import { homePathFor } from '../../accounts/auth';
import styles from './organisation-page.module.css';
import { useFollow } from './use-follow';

export interface FollowButtonProps {
  followableType: FollowableType;
  followableId: string;
  name: string;
  followersCount: number;
}

/**
 * Follow a company or a society, with its followers count. Guests are sent to sign in (and back
 * here afterwards); candidates who have not finished onboarding to their onboarding; managers and
 * recruiters see the count only.
 */
export const FollowButton = ({
  followableType,
  followableId,
  name,
  followersCount,
}: FollowButtonProps) => {
  const { t } = useTranslation('organisations');
  const location = useLocation();
  const follow = useFollow(followableType, followableId, followersCount);
  const count = (
    <span className={styles.followers} aria-live="polite">
      {t('follow.followers', { count: follow.followersCount })}
    </span>
  );
  const icon = <Icon name={follow.following ? 'check' : 'plus'} size={18} />;

  if (follow.viewer === 'hidden') return <div className={styles.follow}>{count}</div>;
  if (follow.viewer === 'guest' || follow.viewer === 'unavailable') {
    const to =
      follow.viewer === 'guest' || !follow.user
        ? `/signin?redirect=${encodeURIComponent(location.pathname)}`
        : homePathFor(follow.user);
    return (
      <div className={styles.follow}>
        <Link to={to} className={buttonClassName()}>
          {icon}
          {t('follow.follow')}
          <span className="visually-hidden"> {name}</span>
        </Link>
        {count}
      </div>
    );
  }
  return (
    <div className={styles.follow}>
      <Button
        variant={follow.following ? 'secondary' : 'primary'}
        aria-pressed={follow.following}
        iconStart={icon}
        disabled={follow.viewer === 'loading'}
        loading={follow.busy}
        onClick={() => void follow.toggle()}
      >
        {follow.following ? t('follow.following') : t('follow.follow')}
        <span className="visually-hidden"> {name}</span>
      </Button>
      {count}
    </div>
  );
};
