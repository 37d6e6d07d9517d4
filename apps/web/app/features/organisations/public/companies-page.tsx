import { useTranslation } from 'react-i18next';
import { Link, Form as RouterForm } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button/button';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { Select } from '../../../components/ui/form/select';
import { TextField } from '../../../components/ui/form/text-field';
import { Icon } from '../../../components/ui/icon/icon';
import { Pager } from '../../discovery/directory';
import styles from '../../discovery/directory/directory.module.css';
import type { CompaniesPageData } from './companies.server';
import { companiesPath } from './company-filters';
import { CompanyList } from './company-list';
import page from './directory-search.module.css';

/** The company directory: a search form (works without scripts: a GET form) and the results. */
export const CompaniesPage = ({ data }: { data: CompaniesPageData }) => {
  const { t } = useTranslation('organisations');
  const { filters, companies } = data;
  const filtered = Boolean(filters.name || filters.industry || filters.city);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('companies.title')}</h1>
        <p className={styles.lead}>{t('companies.lead')}</p>
      </header>
      <RouterForm method="get" action="/companies" className={page.search} role="search" noValidate>
        <h2 className="visually-hidden">{t('companies.search')}</h2>
        <TextField
          label={t('companies.name')}
          name="name"
          type="search"
          defaultValue={filters.name}
          placeholder={t('companies.namePlaceholder')}
          leadingIcon={<Icon name="search" size={18} />}
        />
        <Select
          label={t('companies.industry')}
          name="industry"
          defaultValue={filters.industry}
          options={[
            { value: '', label: t('companies.any') },
            ...data.industries.map((industry) => ({ value: industry.id, label: industry.name })),
          ]}
        />
        <TextField label={t('companies.city')} name="city" defaultValue={filters.city} />
        <div className={page.buttons}>
          <Button type="submit">{t('companies.apply')}</Button>
          {filtered ? (
            <Link to="/companies" className={buttonClassName({ variant: 'ghost' })}>
              {t('companies.clear')}
            </Link>
          ) : null}
        </div>
      </RouterForm>
      {companies && companies.meta.total_count > 0 ? (
        <p className={styles.count} aria-live="polite">
          {t('companies.count', { count: companies.meta.total_count })}
        </p>
      ) : null}
      {companies === null ? (
        <EmptyState icon="alert-circle" title={t('companies.loadFailed')} />
      ) : companies.data.length === 0 ? (
        <EmptyState
          icon="building"
          title={t('companies.empty')}
          description={t('companies.emptyDescription')}
        />
      ) : (
        <>
          <h2 className="visually-hidden">{t('companies.title')}</h2>
          <CompanyList companies={companies.data} />
          <Pager path={companiesPath(filters)} meta={companies.meta} />
        </>
      )}
    </div>
  );
};
