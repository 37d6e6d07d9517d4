import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { Icon } from '../../../components/ui/icon/icon';
import { PrefetchLink } from '../../../lib/routing/prefetch-link';
import { Pager } from '../../discovery/directory';
import styles from '../../discovery/directory/directory.module.css';
import { SocietyList } from '../societies';
import type { UniversitySocietiesPageData } from './university-societies.server';

/** The societies of one university, as the public society list shows them. */
export const UniversitySocietiesPage = ({ data }: { data: UniversitySocietiesPageData }) => {
  const { t } = useTranslation(['organisations', 'directory']);
  const { university, societies } = data;
  const name = university.name;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p>
          <PrefetchLink to="/universities">
            <Icon name="arrow-left" size={16} /> {t('universitySocieties.back')}
          </PrefetchLink>
        </p>
        <h1 className={styles.title}>{t('universitySocieties.title', { name })}</h1>
        <p className={styles.lead}>{t('universitySocieties.lead', { name })}</p>
        {societies.meta.total_count > 0 ? (
          <p className={styles.count}>
            {t('societies.count', { ns: 'directory', count: societies.meta.total_count })}
          </p>
        ) : null}
      </header>
      {societies.data.length === 0 ? (
        <EmptyState
          icon="users"
          title={t('universitySocieties.empty', { name })}
          description={t('universitySocieties.emptyDescription')}
        />
      ) : (
        <>
          <h2 className="visually-hidden">{t('universitySocieties.title', { name })}</h2>
          <SocietyList societies={societies.data} />
          <Pager path={`/universities/${university.slug}/societies`} meta={societies.meta} />
        </>
      )}
    </div>
  );
};
