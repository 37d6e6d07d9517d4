import type { SearchChip } from '@gradway/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon/icon';
import styles from './search.module.css';

/**
 * Active filters as removable chips. `onEdit`, when given, makes the chip's label a button that
 * opens the filter's control (AI search: edit a parsed filter). `hrefOf`, when given, makes the
 * remove control a link to the search without that filter (it works before hydration).
 */
export const SearchChipsRow = ({
  chips,
  onRemove,
  onEdit,
  label,
  hrefOf,
}: {
  chips: readonly SearchChip[];
  onRemove: (chip: SearchChip) => void;
  hrefOf?: (chip: SearchChip) => string;
  onEdit?: (chip: SearchChip) => void;
  label?: string;
}) => {
  const { t } = useTranslation('search');
  if (chips.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label={label ?? t('chips.label')}>
      {chips.map((chip) => (
        <li key={`${chip.key}:${chip.value}`} className={styles.chip}>
          {onEdit ? (
            <button type="button" className={styles.chipLabel} onClick={() => onEdit(chip)}>
              {chip.label}
            </button>
          ) : (
            <span className={styles.chipLabel}>{chip.label}</span>
          )}
          {hrefOf ? (
            <Link
              to={hrefOf(chip)}
              preventScrollReset
              className={styles.chipRemove}
              aria-label={t('chips.remove', { label: chip.label })}
            >
              <Icon name="x" size={14} />
            </Link>
          ) : (
            <button
              type="button"
              className={styles.chipRemove}
              aria-label={t('chips.remove', { label: chip.label })}
              onClick={() => onRemove(chip)}
            >
              <Icon name="x" size={14} />
            </button>
          )}
        </li>
      ))}
    </ul>
  );
};
