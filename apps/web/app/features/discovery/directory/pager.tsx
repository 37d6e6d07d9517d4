import type { PagingMeta } from '@gradway/domain/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button/button';
import { Icon } from '../../../components/ui/icon/icon';
import styles from './directory.module.css';
import { pagedPath } from './paging';

/** Previous / next links of a paged public list (crawlable links, not buttons). */
export const Pager = ({ path, meta }: { path: string; meta: PagingMeta }) => {
  const { t } = useTranslation('common');
  if (meta.total_pages <= 1) return null;
  const { page, total_pages: total } = meta;
  return (
    <nav className={styles.pager} aria-label={t('paging.label')}>
      {page > 1 ? (
        <Link
          to={pagedPath(path, page - 1)}
          rel="prev"
          prefetch="intent"
          className={buttonClassName({ variant: 'secondary' })}
        >
          <Icon name="chevron-left" size={18} />
          {t('paging.previous')}
        </Link>
      ) : (
        <span />
      )}
      <p className={styles.pagerStatus} aria-current="page">
        {t('paging.pageOf', { page, total })}
      </p>
      {page < total ? (
        <Link
          to={pagedPath(path, page + 1)}
          rel="next"
          prefetch="intent"
          className={buttonClassName({ variant: 'secondary' })}
        >
          {t('paging.next')}
          <Icon name="chevron-right" size={18} />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
};
