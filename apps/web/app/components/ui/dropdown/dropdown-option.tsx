import type { DropdownOption } from '@gradway/domain';
import { classNames } from '../class-names';
import { Icon } from '../icon/icon';
import { isIconName } from '../icon/icon-paths';
import styles from './dropdown.module.css';

export interface DropdownOptionRowProps<V> {
  option: DropdownOption<V>;
  id: string;
  selected: boolean;
  /** The option the arrow keys are on (aria-activedescendant). */
  active: boolean;
  onActivate: () => void;
  onPick: () => void;
}

/** One option of the dropdown's listbox: icon, label, a check when selected. */
export const DropdownOptionRow = <V,>({
  option,
  id,
  selected,
  active,
  onActivate,
  onPick,
}: DropdownOptionRowProps<V>) => (
  // The listbox owns keyboard handling (aria-activedescendant); clicks pick directly.
  // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the search box or listbox
  <div
    id={id}
    role="option"
    tabIndex={-1}
    aria-selected={selected}
    data-active={active || undefined}
    className={classNames(
      styles.option,
      option.groupEnd && styles.groupEnd,
      option.isDelete && styles.delete,
    )}
    onPointerMove={onActivate}
    onClick={onPick}
  >
    {isIconName(option.iconName) ? (
      <Icon name={option.iconName} className={styles.optionIcon} />
    ) : null}
    <span className={styles.optionLabel}>{option.label}</span>
    {selected ? <Icon name="check" className={styles.check} /> : null}
  </div>
);
