import {
  type SearchChip,
  type SearchFilters,
  searchFilterChips,
  withoutChip,
} from '@gradway/domain';
import {
  AI_SEARCH_MESSAGES,
  AI_SEARCH_NAME_MAX_LENGTH,
  type AiSearch,
} from '@gradway/domain/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button/button';
import { TextField } from '../../../components/ui/form/text-field';
import { Modal } from '../../../components/ui/modal/modal';
import { toast } from '../../../components/ui/toast/toast-store';
import { api } from '../../../lib/api/api-client';
import {
  SearchChipsRow,
  SearchFilterPanel,
  type SearchReferenceOptions,
  type SearchResults,
  SearchResultsSection,
  searchResultsFor,
  searchResultsHref,
} from '../search';
import styles from './ai-search.module.css';
import { saveAiSearch } from './ai-search-client';

const browserCall = ((contract, input) => api(contract, input)) as Parameters<
  typeof searchResultsFor
>[0];

/**
 * What the search left out of the question's filters to find results (issue 13), in words:
 * "Nothing matched every filter in your question, so we left out: £95,000+, Paid." Nothing when
 * nothing was left out.
 */
export const DroppedFiltersNote = ({
  search,
  names,
}: {
  search: AiSearch;
  names: Readonly<Record<string, string>>;
}) => {
  const { t } = useTranslation('search');
  const { filters, dropped_filters: dropped } = search.attributes;
  const labels = searchFilterChips(
    { type: filters.type, ...dropped },
    names,
    t('chips.unknown'),
  ).map((chip) => chip.label);
  if (labels.length === 0) return null;
  return (
    <p className={styles.dropped} role="status">
      {t('ai.droppedFilters', { filters: labels.join(', ') })}
    </p>
  );
};

/**
 * `/ai/search/{searchId}/results`: the question, the filters it was read into as chips (a chip
 * opens the filter controls to edit it, × removes it; each change is saved), the search's name
 * to save it, and the results.
 */
export const AiSearchResultsPage = ({
  search: initial,
  options,
}: {
  search: AiSearch;
  options: SearchReferenceOptions;
}) => {
  const { t } = useTranslation('search');
  const [search, setSearch] = useState(initial);
  const [results, setResults] = useState<SearchResults | null | undefined>(undefined);
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(initial.attributes.name ?? '');
  const [nameError, setNameError] = useState<string | null>(null);
  const { filters, names } = search.attributes;
  const allNames = {
    ...names,
    ...Object.fromEntries(
      [...options.industries, ...options.areas].map((tag) => [tag.id, tag.name]),
    ),
  };
  const chips = searchFilterChips(filters, allNames, t('chips.unknown'));

  useEffect(() => {
    let live = true;
    setResults(undefined);
    searchResultsFor(browserCall, filters, [])
      .then((found) => live && setResults(found))
      .catch(() => live && setResults(null));
    return () => {
      live = false;
    };
  }, [filters]);

  const change = async (next: SearchFilters, picked?: Record<string, string>) => {
    const previous = search;
    setSearch({
      ...search,
      attributes: { ...search.attributes, filters: next, names: { ...names, ...picked } },
    });
    try {
      setSearch(await saveAiSearch(search.id, { filters: next, names: picked }));
    } catch {
      setSearch(previous);
    }
  };
  const remove = (chip: SearchChip) => change(withoutChip(filters, chip));

  const saveName = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = name.trim();
    if (!text) return setNameError(AI_SEARCH_MESSAGES.nameEmpty);
    if (text.length > AI_SEARCH_NAME_MAX_LENGTH)
      return setNameError(AI_SEARCH_MESSAGES.nameTooLong);
    setNameError(null);
    try {
      setSearch(await saveAiSearch(search.id, { name: text }));
      toast.success(t('ai.savedMessage'), { title: t('ai.savedTitle') });
    } catch {
      // The 'Error!' toast is shown; the name stays in its field.
    }
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>{t('ai.resultsEyebrow')}</p>
        <h1 className={styles.title}>{search.attributes.name ?? `“${search.attributes.query}”`}</h1>
        {search.attributes.name ? <p className={styles.lead}>“{search.attributes.query}”</p> : null}
      </header>
      <section className={styles.filters} aria-labelledby="parsed-filters">
        <div className={styles.filtersHead}>
          <h2 id="parsed-filters" className={styles.filtersTitle}>
            {t('ai.filtersTitle')}
          </h2>
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            {t('ai.editFilters')}
          </Button>
        </div>
        {chips.length > 0 ? (
          <SearchChipsRow
            chips={chips}
            onRemove={remove}
            onEdit={() => setEditing(true)}
            label={t('ai.filtersTitle')}
          />
        ) : (
          <p className={styles.muted}>{t('ai.noFilters')}</p>
        )}
        <DroppedFiltersNote search={search} names={allNames} />
        <p className={styles.muted}>{t('ai.filtersHelp')}</p>
      </section>
      <form className={styles.save} onSubmit={saveName} noValidate>
        <TextField
          label={t('ai.name')}
          value={name}
          maxLength={AI_SEARCH_NAME_MAX_LENGTH + 20}
          invalid={nameError !== null}
          helperText={nameError ?? t('ai.nameHelp')}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <Button type="submit" variant="secondary">
          {search.attributes.name ? t('ai.rename') : t('ai.save')}
        </Button>
      </form>
      <div className={styles.actions}>
        <Link
          to={searchResultsHref(filters)}
          className={buttonClassName({ variant: 'ghost', size: 'sm' })}
        >
          {t('ai.openInSearch')}
        </Link>
        <Link to="/ai/search" className={buttonClassName({ variant: 'ghost', size: 'sm' })}>
          {t('ai.askAnother')}
        </Link>
      </div>
      {results === undefined ? (
        <p className={styles.muted} aria-live="polite">
          {t('results.loading')}
        </p>
      ) : (
        <SearchResultsSection
          filters={filters}
          idListIds={[]}
          quickApply={false}
          initial={results}
          chips={chips}
          onRemoveChip={remove}
          onRetry={() => change(filters)}
        />
      )}
      <Modal
        open={editing}
        onOpenChange={setEditing}
        title={t('ai.editFilters')}
        footer={<Button onClick={() => setEditing(false)}>{t('filters.close')}</Button>}
      >
        {editing ? (
          <SearchFilterPanel
            filters={filters}
            names={allNames}
            options={options}
            onChange={change}
          />
        ) : null}
      </Modal>
    </div>
  );
};
