import { fieldLabel } from '@gradway/domain';
import { type ReactNode, useId } from 'react';
import { classNames } from '../class-names';
import styles from './form.module.css';

/** The attributes a field's control needs to be tied to its label and helper text. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

export interface FieldProps {
  label: string;
  /** Adds ' (optional)' to the label (spec §2). */
  optional?: boolean;
  /** Guidance under the control; when `invalid`, it is the error message. */
  helperText?: ReactNode;
  /** Shows the invalid state: red border, aria-invalid and a red helper text. */
  invalid?: boolean;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  required?: boolean;
  id?: string;
  className?: string;
}

export interface FormFieldProps extends FieldProps {
  children: (control: FieldControlProps) => ReactNode;
}

/** Wraps one control with its label and helper text. */
export const FormField = ({
  label,
  optional = false,
  helperText,
  invalid = false,
  hideLabel = false,
  required = false,
  id,
  className,
  children,
}: FormFieldProps) => {
  const generatedId = useId();
  const controlId = id ?? `field${generatedId}`;
  const helperId = `${controlId}-helper`;
  return (
    <div className={classNames(styles.field, invalid && styles.invalid, className)}>
      <label
        htmlFor={controlId}
        className={classNames(styles.label, hideLabel && 'visually-hidden')}
      >
        {fieldLabel(label, optional)}
      </label>
      {children({
        id: controlId,
        'aria-invalid': invalid || undefined,
        'aria-describedby': helperText ? helperId : undefined,
        'aria-required': required || undefined,
      })}
      {helperText ? (
        <p id={helperId} className={styles.helper}>
          {helperText}
        </p>
      ) : null}
    </div>
  );
};
