import { SEARCH_RESULTS_PATH, type SearchFilters, searchParamsOfFilters } from '@gradway/domain';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Button } from '../../../components/ui/button/button';
import { QueryField } from './filter-controls';
import styles from './search.module.css';

/**
 * The search results page's keyword box as a real form (`GET /search/results`):
 * before the page hydrates, or without JavaScript, Enter or the button submits it and the server
 * answers the results; once hydrated, the field commits as it always did (500 ms after the last
 * key, or Enter) and React Router navigates. The other filters ride along as hidden fields, so a
 * new word keeps them. It sits above the tabs, so on a phone it stays visible.
 */
export const SearchKeywordForm = ({
  filters,
  idListIds,
  quickApply,
  onCommit,
}: {
  filters: SearchFilters;
  idListIds: readonly string[];
  quickApply: boolean;
  onCommit: (text: string) => void;
}) => {
  const { t } = useTranslation('search');
  const hidden = [...searchParamsOfFilters({ ...filters, q: undefined }).entries()];
  for (const id of idListIds) hidden.push(['id_list_ids[]', id]);
  if (quickApply) hidden.push(['quick_apply', 'true']);
  const organisations = filters.type === 'companies' || filters.type === 'communities';
  return (
    <Form method="get" action={SEARCH_RESULTS_PATH} role="search" className={styles.keywordForm}>
      {hidden.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <div className={styles.keywordField}>
        <QueryField
          name="q"
          label={t('filters.query')}
          placeholder={t(
            organisations ? 'filters.queryPlaceholderOrganisations' : 'filters.queryPlaceholder',
          )}
          value={filters.q ?? ''}
          onCommit={onCommit}
        />
      </div>
      <Button type="submit" className={styles.keywordSubmit}>
        {t('keyword.submit')}
      </Button>
    </Form>
  );
};
