import { useTranslation } from 'react-i18next';
import { Form as RouterForm } from 'react-router';
import { Button } from '../../../components/ui/button/button';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { Checkbox } from '../../../components/ui/form/checkbox';
import { TextField } from '../../../components/ui/form/text-field';
import { Icon } from '../../../components/ui/icon/icon';
import { Pager } from '../../discovery/directory';
import styles from '../../discovery/directory/directory.module.css';
import { SocietyList } from '../societies';
import search from './directory-search.module.css';
import { type StudentSocietiesData, studentSocietiesPath } from './student-societies.client';

/** Managers and recruiters browse societies to partner with: search, then open one. */
export const StudentSocietiesPage = ({ data }: { data: StudentSocietiesData }) => {
  const { t } = useTranslation(['organisations', 'directory']);
  const { filters, societies } = data;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('studentSocieties.title')}</h1>
        <p className={styles.lead}>{t('studentSocieties.lead')}</p>
      </header>
      <RouterForm method="get" className={search.search} role="search" noValidate>
        <h2 className="visually-hidden">{t('studentSocieties.search')}</h2>
        <TextField
          label={t('studentSocieties.name')}
          name="name"
          type="search"
          defaultValue={filters.name}
          placeholder={t('studentSocieties.namePlaceholder')}
          leadingIcon={<Icon name="search" size={18} />}
        />
        <TextField
          label={t('studentSocieties.university')}
          name="university"
          defaultValue={filters.university}
        />
        <Checkbox
          label={t('studentSocieties.verifiedOnly')}
          name="verified"
          value="true"
          defaultChecked={filters.verified}
        />
        <div className={search.buttons}>
          <Button type="submit">{t('studentSocieties.apply')}</Button>
        </div>
      </RouterForm>
      {societies.meta.total_count > 0 ? (
        <p className={styles.count} aria-live="polite">
          {t('societies.count', { ns: 'directory', count: societies.meta.total_count })}
        </p>
      ) : null}
      {societies.data.length === 0 ? (
        <EmptyState
          icon="users"
          title={t('studentSocieties.empty')}
          description={t('studentSocieties.emptyDescription')}
        />
      ) : (
        <>
          <h2 className="visually-hidden">{t('studentSocieties.title')}</h2>
          <SocietyList societies={societies.data} hrefOf={(slug) => `/student-societies/${slug}`} />
          <Pager path={studentSocietiesPath(filters)} meta={societies.meta} />
        </>
      )}
    </div>
  );
};
