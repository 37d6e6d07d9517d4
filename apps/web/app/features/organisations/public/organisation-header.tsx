import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar/avatar';
import { Badge } from '../../../components/ui/badge/badge';
import { Icon } from '../../../components/ui/icon/icon';
import styles from './organisation-page.module.css';

export interface OrganisationHeaderProps {
  name: string;
  iconUrl: string | null;
  coverUrl: string | null;
  isVerified: boolean;
  isProviderVerified: boolean;
  /** A line under the name (a society's university). */
  subtitle?: ReactNode;
  /** Short facts as list items (industry, size, city, website, members). */
  facts?: ReactNode;
  /** The Follow button, or the company side's actions. */
  actions?: ReactNode;
}

/** The top of a company or society page: cover, logo, name, badges, facts and actions. */
export const OrganisationHeader = ({
  name,
  iconUrl,
  coverUrl,
  isVerified,
  isProviderVerified,
  subtitle,
  facts,
  actions,
}: OrganisationHeaderProps) => {
  const { t } = useTranslation('organisations');
  return (
    <header className={styles.hero}>
      <div className={styles.cover}>
        {coverUrl ? <img src={coverUrl} alt="" fetchPriority="high" /> : null}
      </div>
      <div className={styles.heading}>
        <div className={styles.logo}>
          <Avatar src={iconUrl} name={name} size="xl" square />
        </div>
        <div className={styles.titleBlock}>
          <h1 className={styles.title}>{name}</h1>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          {isVerified || isProviderVerified ? (
            <div className={styles.badges}>
              {isVerified ? (
                <Badge tone="success" icon={<Icon name="check-circle" size={14} />}>
                  {t('badges.verified')}
                </Badge>
              ) : null}
              {isProviderVerified ? (
                <Badge tone="primary" icon={<Icon name="check" size={14} />}>
                  {t('badges.providerVerified')}
                </Badge>
              ) : null}
            </div>
          ) : null}
          {facts ? <ul className={styles.facts}>{facts}</ul> : null}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </header>
  );
};
