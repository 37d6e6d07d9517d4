import {
  activeFilterCount,
  SEARCH_RESULT_TYPES,
  SEARCH_RESULTS_PATH,
  type SearchChip,
  withoutChip,
} from '@gradway/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button/button';
import { Icon } from '../../../components/ui/icon/icon';
import { TabLinks } from '../../../components/ui/tabs/tab-links';
import styles from './search.module.css';
import { nextResultsHref, searchResultsHref } from './search-address';
import { SearchChipsRow } from './search-chips-row';
import { SearchFilterPanel } from './search-filter-panel';
import { SearchKeywordForm } from './search-keyword-form';
import type { SearchPageData } from './search-results.server';
import { SearchResultsSection } from './search-results-section';
import { useSearchNavigation } from './use-search-navigation';

/** The panel's id: the phones' "Filters" link shows it (`:target`), with or without scripts. */
const FILTERS_ID = 'search-filters';

/**
 * Whether the address asks for the phones' filter panel (`#search-filters`), once hydrated:
 * `undefined` until then, so the server's markup and the first render agree and `:target` alone
 * decides (the browser follows it on real page loads, not on the app's own navigations).
 */
const useFiltersOpen = (): boolean | undefined => {
  const { hash } = useLocation();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? hash === `#${FILTERS_ID}` : undefined;
};

/** A form's fields as an address query, the empty ones left out (as the address writes them). */
const queryOfForm = (form: HTMLFormElement): string => {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && value !== '') params.append(name, value);
  }
  return params.toString();
};

/**
 * The search results page (spec §2, §9): a tab per type, the filters in a side panel (shown in
 * place on phones), the active filters as chips, and the results. Everything lives in the address,
 * and every control is a form field or a link of it: the page works before it hydrates and with
 * no JavaScript at all (docs/decisions/025-public-pages-as-forms-and-links.md). Once hydrated,
 * a box ticked or an option chosen applies at once (client-side navigation).
 */
export const SearchResultsPage = ({ data }: { data: SearchPageData }) => {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const { filters, idListIds, quickApply } = data;
  const { go, names, chips, removeChip, retry } = useSearchNavigation(data, data.names);
  const count = activeFilterCount(filters);
  const extras = { idListIds, quickApply };
  const withoutChipHref = (chip: SearchChip) =>
    searchResultsHref(withoutChip(filters, chip), extras);
  const hidden: [string, string][] = [['type', filters.type]];
  if (filters.q) hidden.push(['q', filters.q]);
  if (filters.sort) hidden.push(['sort', filters.sort]);
  for (const id of idListIds) hidden.push(['id_list_ids[]', id]);
  if (quickApply) hidden.push(['quick_apply', 'true']);

  // A change keeps the phones' panel open (its `#search-filters`) where it is; "Show results"
  // closes it and shows the results from the top.
  const apply = (form: HTMLFormElement, hash = '') =>
    navigate(`${SEARCH_RESULTS_PATH}?${queryOfForm(form)}${hash}`, {
      preventScrollReset: hash !== '',
    });
  const filtersOpen = useFiltersOpen();
  const onFormChange = (event: FormEvent<HTMLFormElement>) => {
    const field = event.target;
    const native =
      field instanceof HTMLSelectElement ||
      (field instanceof HTMLInputElement && field.type === 'checkbox');
    if (native && field.name) apply(event.currentTarget, window.location.hash);
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.lead}>{t('lead')}</p>
      </header>
      <SearchKeywordForm
        filters={filters}
        idListIds={idListIds}
        quickApply={quickApply}
        onCommit={(text) => go({ ...filters, q: text || undefined })}
      />
      <TabLinks
        label={t('types.label')}
        items={SEARCH_RESULT_TYPES.map((type) => ({
          value: type,
          label: t(`types.${type}`),
          to: searchResultsHref({ ...filters, type }, { quickApply }),
        }))}
        value={filters.type}
      />
      <div className={styles.layout}>
        <form
          id={FILTERS_ID}
          method="get"
          action={SEARCH_RESULTS_PATH}
          className={styles.panel}
          data-open={filtersOpen}
          aria-label={t('filters.title')}
          onChange={onFormChange}
          onSubmit={(event) => {
            event.preventDefault();
            apply(event.currentTarget);
          }}
        >
          {hidden.map(([name, value]) => (
            <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
          ))}
          <h2 className={styles.panelTitle}>{t('filters.title')}</h2>
          <SearchFilterPanel
            filters={filters}
            names={names}
            options={data.options}
            onChange={(next, picked) => go(next, picked)}
            withQuery={false}
            named
          />
          <Button type="submit" className={styles.panelSubmit}>
            {t('filters.close')}
          </Button>
        </form>
        <div className={styles.main}>
          <div className={styles.toolbar}>
            <a
              href={`#${FILTERS_ID}`}
              className={`${buttonClassName({ variant: 'secondary' })} ${styles.drawerButton}`}
            >
              <Icon name="layers" size={16} />
              {count > 0 ? t('filters.openWithCount', { count }) : t('filters.open')}
            </a>
            <SearchChipsRow chips={chips} onRemove={removeChip} hrefOf={withoutChipHref} />
            {count > 0 ? (
              <Link
                to={searchResultsHref({ type: filters.type }, extras)}
                className={buttonClassName({ variant: 'ghost', size: 'sm' })}
              >
                {t('filters.clearAll')}
              </Link>
            ) : null}
          </div>
          {data.invalid ? <p className={styles.notice}>{t('results.invalidAddress')}</p> : null}
          {idListIds.length > 0 ? (
            <div className={styles.notice}>
              <p>
                <strong>{t('results.sharedList')}</strong> · {t('results.sharedListHint')}
              </p>
              <Link to={searchResultsHref(filters, { quickApply })}>{t('results.seeAll')}</Link>
            </div>
          ) : null}
          {quickApply ? <p className={styles.notice}>{t('results.quickApplyMode')}</p> : null}
          <SearchResultsSection
            filters={filters}
            idListIds={idListIds}
            quickApply={quickApply}
            initial={data.results}
            chips={chips}
            onRemoveChip={removeChip}
            onRetry={retry}
            links={{
              withoutChip: withoutChipHref,
              next: (start) => nextResultsHref(filters, extras, start),
            }}
          />
        </div>
      </div>
    </div>
  );
};
