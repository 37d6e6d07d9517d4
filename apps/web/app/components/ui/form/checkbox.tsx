import { fieldLabel } from '@gradway/domain';
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { classNames } from '../class-names';
import styles from './form.module.css';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: ReactNode;
  optional?: boolean;
  helperText?: ReactNode;
  invalid?: boolean;
}

/** A labelled checkbox (native, so it submits with the form and toggles with Space). */
export const Checkbox = ({
  label,
  optional = false,
  helperText,
  invalid = false,
  id,
  className,
  ...inputProps
}: CheckboxProps) => {
  const generatedId = useId();
  const controlId = id ?? `checkbox${generatedId}`;
  const helperId = `${controlId}-helper`;
  return (
    <div className={classNames(styles.choiceField, invalid && styles.invalid, className)}>
      <label className={styles.choice} htmlFor={controlId}>
        <input
          {...inputProps}
          id={controlId}
          type="checkbox"
          className={styles.checkbox}
          aria-invalid={invalid || undefined}
          aria-describedby={helperText ? helperId : undefined}
        />
        <span>{typeof label === 'string' ? fieldLabel(label, optional) : label}</span>
      </label>
      {helperText ? (
        <p id={helperId} className={classNames(styles.helper, styles.choiceHelper)}>
          {helperText}
        </p>
      ) : null}
    </div>
  );
};
