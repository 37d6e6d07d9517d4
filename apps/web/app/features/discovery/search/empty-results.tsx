import type { SearchChip } from '@gradway/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button/button';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import styles from './search.module.css';
import { SearchChipsRow } from './search-chips-row';

/** Which filter narrows most: the last one set in the panel's order, the text query first. */
export const narrowestChip = (chips: readonly SearchChip[]): SearchChip | undefined =>
  chips.find((chip) => chip.key === 'q') ?? chips.at(-1);

/** No results: suggests removing the narrowest filter, and shows every filter to drop. */
export const EmptyResults = ({
  chips,
  onRemove,
  hrefOf,
}: {
  chips: readonly SearchChip[];
  onRemove: (chip: SearchChip) => void;
  /** The address without a chip's filter: the suggestions are links (before hydration too). */
  hrefOf?: (chip: SearchChip) => string;
}) => {
  const { t } = useTranslation('search');
  const narrowest = narrowestChip(chips);
  return (
    <div className={styles.empty}>
      <EmptyState
        icon="search"
        title={t('empty.title')}
        description={narrowest ? t('empty.description') : t('empty.noFilters')}
        action={
          narrowest && hrefOf ? (
            <Link to={hrefOf(narrowest)} className={buttonClassName({ variant: 'secondary' })}>
              {t('empty.removeNarrowest', { label: narrowest.label })}
            </Link>
          ) : narrowest ? (
            <Button variant="secondary" onClick={() => onRemove(narrowest)}>
              {t('empty.removeNarrowest', { label: narrowest.label })}
            </Button>
          ) : null
        }
      />
      {chips.length > 1 ? (
        <div className={styles.emptyChips}>
          <p>{t('empty.dropOne')}</p>
          <SearchChipsRow chips={chips} onRemove={onRemove} hrefOf={hrefOf} />
        </div>
      ) : null}
    </div>
  );
};

/** The search failed (the API did not answer): says so, with a retry. */
export const ResultsFailed = ({ onRetry }: { onRetry: () => void }) => {
  const { t } = useTranslation('search');
  return (
    <EmptyState
      icon="alert-circle"
      title={t('results.loadFailed')}
      action={<Button onClick={onRetry}>{t('results.retry')}</Button>}
    />
  );
};
