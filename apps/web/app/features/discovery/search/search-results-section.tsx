import {
  isTouchpointResultType,
  SEARCH_SORTS,
  type SearchChip,
  type SearchFilters,
} from '@gradway/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button/button';
import { CompanyList } from '../../organisations/public';
import { SocietyList } from '../../organisations/societies';
import { EmptyResults, ResultsFailed } from './empty-results-on-demand';
import styles from './search.module.css';
import { type ResultsStart, searchResultsHref } from './search-address';
import { appendResults, hasMoreResults, resultCount, type SearchResults } from './search-results';
import { ShareSelectionBar } from './share-selection-on-demand';
import { TouchpointResults } from './touchpoint-results';
import { TouchpointTotal } from './touchpoint-total';

/** "Load more" loads its client (and the lists' API contracts) on its first click (decision 035). */
const loadNextResults: typeof import('./search-client').loadNextResults = async (...args) =>
  (await import('./search-client')).loadNextResults(...args);

export interface SearchResultsSectionProps {
  filters: SearchFilters;
  idListIds: string[];
  quickApply: boolean;
  /** The first page (from the loader); null when the search failed. */
  initial: SearchResults | null;
  chips: readonly SearchChip[];
  onRemoveChip: (chip: SearchChip) => void;
  onRetry: () => void;
  /**
   * The address without a chip's filter, and of the next page: given, the chips and "Load more"
   * are links, which work before hydration and without JavaScript (the search results page).
   */
  links?: {
    withoutChip: (chip: SearchChip) => string;
    next: (start: ResultsStart) => string;
  };
}

/**
 * The results of one search: a count, the cards, "Load more" (cursor or next page), sharing a
 * selection of jobs or internships, and an empty state that says how to widen the search. Used by
 * the search results page and the AI search's results page.
 */
export const SearchResultsSection = ({
  filters,
  idListIds,
  quickApply,
  initial,
  chips,
  onRemoveChip,
  onRetry,
  links,
}: SearchResultsSectionProps) => {
  const { t } = useTranslation('search');
  const [results, setResults] = useState(initial);
  const [loading, setLoading] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    setResults(initial);
    setSelected(new Set());
  }, [initial]);

  if (!results) {
    return <ResultsFailed onRetry={onRetry} />;
  }
  if (resultCount(results) === 0) {
    return <EmptyResults chips={chips} onRemove={onRemoveChip} hrefOf={links?.withoutChip} />;
  }

  const more = hasMoreResults(results);
  const count =
    results.kind === 'touchpoints'
      ? results.document.data.length
      : results.document.meta.total_count;
  const loadMore = async () => {
    setLoading(true);
    try {
      const next = await loadNextResults(filters, idListIds, results);
      setResults((current) => (current ? appendResults(current, next) : next));
    } catch {
      // The API client showed the 'Error!' toast; the loaded results stay.
    } finally {
      setLoading(false);
    }
  };
  const shareable = filters.type === 'jobs' || filters.type === 'internships';
  const selection = shareable
    ? {
        ids: selected,
        toggle: (id: string, on: boolean) =>
          setSelected((current) => {
            const next = new Set(current);
            if (on) next.add(id);
            else next.delete(id);
            return next;
          }),
      }
    : undefined;

  return (
    <section className={styles.results} aria-labelledby="search-results-heading">
      <h2 id="search-results-heading" className={styles.count} aria-live="polite">
        {results.kind === 'touchpoints' && isTouchpointResultType(filters.type) ? (
          <TouchpointTotal type={filters.type} meta={results.document.meta} />
        ) : results.kind === 'touchpoints' && more ? (
          t('results.countMore', { count })
        ) : (
          t('results.count', { count })
        )}
      </h2>
      {results.kind === 'touchpoints' && results.document.meta.showing_results_for ? (
        <p className={styles.notice} role="status">
          <strong>
            {t('results.showingFor', { query: results.document.meta.showing_results_for })}
          </strong>{' '}
          {t('results.showingForHint', {
            typed: filters.q ?? '',
            left: results.document.meta.dropped_words.join(' '),
            count: results.document.meta.dropped_words.length,
          })}
        </p>
      ) : null}
      {results.kind === 'touchpoints' && isTouchpointResultType(filters.type) ? (
        <nav className={styles.sort} aria-label={t('results.sort.label')}>
          <span>{t('results.sort.label')}</span>
          {SEARCH_SORTS.filter((sort) => sort !== 'relevance' || filters.q).map((sort) => (
            <Link
              key={sort}
              to={searchResultsHref({ ...filters, sort }, { idListIds, quickApply })}
              aria-current={results.document.meta.sort === sort ? 'true' : undefined}
              preventScrollReset
            >
              {t(`results.sort.${sort}`)}
            </Link>
          ))}
        </nav>
      ) : null}
      {results.kind === 'touchpoints' ? (
        <TouchpointResults
          touchpoints={results.document.data}
          selection={selection}
          quickApply={quickApply}
          label={t('results.label')}
        />
      ) : results.kind === 'companies' ? (
        <CompanyList companies={results.document.data} />
      ) : (
        <SocietyList societies={results.document.data} />
      )}
      <div className={styles.more}>
        {more && links ? (
          <Link
            to={links.next(
              results.kind === 'touchpoints'
                ? { cursor: results.document.meta.next_cursor ?? undefined }
                : { page: results.document.meta.page + 1 },
            )}
            className={buttonClassName({ variant: 'secondary' })}
            aria-disabled={loading || undefined}
            aria-busy={loading || undefined}
            onClick={(event) => {
              // Hydrated: the next page is appended here; before that, the link loads it.
              event.preventDefault();
              if (!loading) void loadMore();
            }}
          >
            {loading ? t('results.loading') : t('results.loadMore')}
          </Link>
        ) : more ? (
          <Button
            variant="secondary"
            onClick={loadMore}
            disabled={loading}
            aria-busy={loading || undefined}
          >
            {loading ? t('results.loading') : t('results.loadMore')}
          </Button>
        ) : (
          <p className={styles.end}>{t('results.end')}</p>
        )}
      </div>
      {shareable ? (
        <ShareSelectionBar
          ids={[...selected]}
          type={filters.type === 'internships' ? 'internships' : 'jobs'}
          onClear={() => setSelected(new Set())}
        />
      ) : null}
    </section>
  );
};
