import { fieldLabel } from '@gradway/domain';
import { type ReactNode, useId } from 'react';
import { classNames } from '../class-names';
import styles from './form.module.css';

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  label: string;
  name: string;
  options: ReadonlyArray<RadioOption>;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  optional?: boolean;
  helperText?: ReactNode;
  invalid?: boolean;
  required?: boolean;
  /** Lay the choices out in a row (wraps on small screens). */
  inline?: boolean;
  className?: string;
}

/** A labelled set of native radio buttons; arrow keys move between them. */
export const RadioGroup = ({
  label,
  name,
  options,
  value,
  defaultValue,
  onValueChange,
  optional = false,
  helperText,
  invalid = false,
  required = false,
  inline = false,
  className,
}: RadioGroupProps) => {
  const groupId = useId();
  const helperId = `radio${groupId}-helper`;
  return (
    <div
      className={classNames(styles.field, invalid && styles.invalid, className)}
      role="radiogroup"
      aria-labelledby={`radio${groupId}-label`}
      aria-describedby={helperText ? helperId : undefined}
      aria-invalid={invalid || undefined}
      aria-required={required || undefined}
    >
      <span id={`radio${groupId}-label`} className={styles.label}>
        {fieldLabel(label, optional)}
      </span>
      <div className={classNames(styles.choices, inline && styles.inline)}>
        {options.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input
              type="radio"
              className={styles.radio}
              name={name}
              value={option.value}
              disabled={option.disabled}
              {...(value !== undefined
                ? { checked: value === option.value }
                : { defaultChecked: defaultValue === option.value })}
              onChange={(event) => onValueChange?.(event.currentTarget.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {helperText ? (
        <p id={helperId} className={styles.helper}>
          {helperText}
        </p>
      ) : null}
    </div>
  );
};
