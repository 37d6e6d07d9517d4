import type { DropdownOption } from '@gradway/domain';
import type { FieldProps } from '../form/form-field';

export type DropdownValue = string | number;

interface DropdownBaseProps<V extends DropdownValue> extends FieldProps {
  options: ReadonlyArray<DropdownOption<V>>;
  /** Submits the selection with the form: one hidden input per selected value. */
  name?: string;
  /** Shown on the closed control when nothing is selected. */
  placeholder?: string;
  /** Offer the search box (on by default). */
  searchable?: boolean;
  searchPlaceholder?: string;
  /** Options listed before 'Show all' is needed. */
  limit?: number;
  /** Text shown when the search matches nothing. */
  noResultsText?: string;
  disabled?: boolean;
}

interface SingleProps<V extends DropdownValue> {
  multiple?: false;
  value?: V | null;
  defaultValue?: V | null;
  onChange?: (value: V | null) => void;
}

interface MultipleProps<V extends DropdownValue> {
  multiple: true;
  value?: ReadonlyArray<V>;
  defaultValue?: ReadonlyArray<V>;
  onChange?: (value: V[]) => void;
}

export type DropdownProps<V extends DropdownValue = string> = DropdownBaseProps<V> &
  (SingleProps<V> | MultipleProps<V>);

export const asList = <V>(value: V | ReadonlyArray<V> | null | undefined): V[] =>
  value === null || value === undefined ? [] : Array.isArray(value) ? [...value] : [value as V];
