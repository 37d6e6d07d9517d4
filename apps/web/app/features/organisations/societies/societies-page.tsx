import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { Pager } from '../../discovery/directory';
import styles from '../../discovery/directory/directory.module.css';
import type { SocietiesPageData } from './societies.server';
import { SocietyList } from './society-list';

export const SocietiesPage = ({ data }: { data: SocietiesPageData }) => {
  const { t } = useTranslation('directory');
  const document = data.societies;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('societies.title')}</h1>
        <p className={styles.lead}>{t('societies.lead')}</p>
        {document && document.meta.total_count > 0 ? (
          <p className={styles.count}>
            {t('societies.count', { count: document.meta.total_count })}
          </p>
        ) : null}
      </header>
      {document === null ? (
        <EmptyState icon="alert-circle" title={t('societies.loadFailed')} />
      ) : document.data.length === 0 ? (
        <EmptyState
          icon="users"
          title={t('societies.empty')}
          description={t('societies.emptyDescription')}
        />
      ) : (
        <>
          <h2 className="visually-hidden">{t('societies.title')}</h2>
          <SocietyList societies={document.data} />
          <Pager path="/societies" meta={document.meta} />
        </>
      )}
    </div>
  );
};
