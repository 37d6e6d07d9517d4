import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button/button';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { CompanyList, JsonLdScript } from '../../organisations/public';
import { SocietyList } from '../../organisations/societies';
import styles from './search.module.css';
import { searchResultsHref } from './search-address';
import type { SearchLandingData } from './search-landing.server';
import { resultsItemListJsonLd } from './search-landing-json-ld';
import { TouchpointResults } from './touchpoint-results';

/** A search landing page: title, introduction, the first results and a link to refine them. */
export const SearchLandingPage = ({
  data,
  origin,
}: {
  data: SearchLandingData;
  origin: string;
}) => {
  const { t } = useTranslation('search');
  const { page, results } = data;
  const href = searchResultsHref(page.attributes.filters);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{page.attributes.title}</h1>
        {page.attributes.description ? (
          <p className={styles.lead}>{page.attributes.description}</p>
        ) : null}
      </header>
      <div className={styles.toolbar}>
        <Link to={href} className={buttonClassName({ variant: 'secondary' })}>
          {t('landing.refine')}
        </Link>
      </div>
      {results === null ? (
        <EmptyState icon="alert-circle" title={t('results.loadFailed')} />
      ) : results.document.data.length === 0 ? (
        <EmptyState icon="search" title={t('landing.empty')} description={t('landing.emptyHint')} />
      ) : (
        <section className={styles.results} aria-labelledby="landing-results">
          <h2 id="landing-results" className="visually-hidden">
            {t('results.label')}
          </h2>
          <JsonLdScript data={resultsItemListJsonLd(page, results, origin)} />
          {results.kind === 'touchpoints' ? (
            <TouchpointResults
              touchpoints={results.document.data}
              quickApply={false}
              label={page.attributes.title}
            />
          ) : results.kind === 'companies' ? (
            <CompanyList companies={results.document.data} />
          ) : (
            <SocietyList societies={results.document.data} />
          )}
          <div className={styles.more}>
            <Link to={href} className={buttonClassName({})}>
              {t('landing.seeAll')}
            </Link>
          </div>
        </section>
      )}
    </div>
  );
};
