import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge/badge';
import { Icon } from '../../../../components/ui/icon/icon';
import styles from './organiser-form.module.css';

export interface VerificationBadgesProps {
  isVerified: boolean;
  isProviderVerified: boolean;
  isPublic: boolean;
}

/** Verified by Gradway, verified by the email provider, and whether it is listed publicly. */
export const VerificationBadges = ({
  isVerified,
  isProviderVerified,
  isPublic,
}: VerificationBadgesProps) => {
  const { t } = useTranslation('organisers');
  return (
    <div className={styles.badges}>
      {isVerified ? (
        <Badge tone="success" icon={<Icon name="check-circle" size={14} />}>
          {t('verification.verified')}
        </Badge>
      ) : (
        <Badge tone="neutral">{t('verification.notVerified')}</Badge>
      )}
      {isProviderVerified ? (
        <Badge tone="primary" icon={<Icon name="check" size={14} />}>
          {t('verification.providerVerified')}
        </Badge>
      ) : null}
      {isPublic ? null : (
        <Badge tone="warning" icon={<Icon name="eye" size={14} />}>
          {t('verification.notPublic')}
        </Badge>
      )}
    </div>
  );
};
