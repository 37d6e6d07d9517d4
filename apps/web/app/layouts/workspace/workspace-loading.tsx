import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner/spinner';
import styles from './workspace-loading.module.css';

/** Shown while a signed-in area checks the session after hydration. */
export const WorkspaceLoading = () => {
  const { t } = useTranslation('common');
  return (
    <div className={styles.loading}>
      <Spinner size="2rem" label={t('workspace.loading')} />
      <p aria-hidden="true">{t('workspace.loading')}</p>
    </div>
  );
};
