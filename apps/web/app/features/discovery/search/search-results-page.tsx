import { activeFilterCount, SEARCH_RESULT_TYPES, type SearchResultType } from '@gradway/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button/button';
import { Icon } from '../../../components/ui/icon/icon';
import { ModalOnDemand } from '../../../components/ui/modal/modal-on-demand';
import { Tabs } from '../../../components/ui/tabs/tabs';
import styles from './search.module.css';
import { searchResultsHref } from './search-address';
import { SearchChipsRow } from './search-chips-row';
import { SearchFilterPanel } from './search-filter-panel';
import { SearchKeywordForm } from './search-keyword-form';
import type { SearchPageData } from './search-results.server';
import { SearchResultsSection } from './search-results-section';
import { useSearchNavigation } from './use-search-navigation';

/**
 * The search results page (spec §2, §9): a tab per type, the filters in a side panel (a sheet on
 * phones), the active filters as chips, and the results. Everything lives in the address.
 */
export const SearchResultsPage = ({ data }: { data: SearchPageData }) => {
  const { t } = useTranslation('search');
  const { filters, idListIds, quickApply } = data;
  const { go, names, chips, removeChip, retry } = useSearchNavigation(data, data.names);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const count = activeFilterCount(filters);
  const panel = (
    <SearchFilterPanel
      filters={filters}
      names={names}
      options={data.options}
      onChange={go}
      withQuery={false}
    />
  );

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
      <Tabs<SearchResultType>
        label={t('types.label')}
        items={SEARCH_RESULT_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        value={filters.type}
        onValueChange={(type) => go({ ...filters, type }, undefined, false)}
      >
        <div className={styles.layout}>
          <aside className={styles.panel} aria-label={t('filters.title')}>
            <h2 className={styles.panelTitle}>{t('filters.title')}</h2>
            {panel}
          </aside>
          <div className={styles.main}>
            <div className={styles.toolbar}>
              <Button
                variant="secondary"
                className={styles.drawerButton}
                onClick={() => setDrawerOpen(true)}
              >
                <Icon name="layers" size={16} />
                {count > 0 ? t('filters.openWithCount', { count }) : t('filters.open')}
              </Button>
              <SearchChipsRow chips={chips} onRemove={removeChip} />
              {count > 0 ? (
                <Link
                  to={searchResultsHref({ type: filters.type }, { idListIds, quickApply })}
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
            />
          </div>
        </div>
      </Tabs>
      <ModalOnDemand
        open={drawerOpen}
        onOpenChange={setDrawerOpen}
        title={t('filters.title')}
        footer={<Button onClick={() => setDrawerOpen(false)}>{t('filters.close')}</Button>}
      >
        {drawerOpen ? panel : null}
      </ModalOnDemand>
    </div>
  );
};
