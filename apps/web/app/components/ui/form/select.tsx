import type { ComponentPropsWithRef } from 'react';
import { classNames } from '../class-names';
import { Icon } from '../icon/icon';
import styles from './form.module.css';
import { type FieldProps, FormField } from './form-field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends FieldProps, Omit<ComponentPropsWithRef<'select'>, 'id'> {
  options: ReadonlyArray<SelectOption>;
  /** A first, empty choice such as 'Choose a year'. */
  placeholder?: string;
}

/** A labelled native select: short fixed lists where search is not needed. */
export const Select = ({
  label,
  optional,
  helperText,
  invalid,
  hideLabel,
  required,
  id,
  className,
  options,
  placeholder,
  ...selectProps
}: SelectProps) => (
  <FormField {...{ label, optional, helperText, invalid, hideLabel, required, id, className }}>
    {(control) => (
      <div className={styles.selectWrap}>
        <select {...selectProps} {...control} className={classNames(styles.control, styles.select)}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <Icon name="chevron-down" className={styles.selectChevron} />
      </div>
    )}
  </FormField>
);
