import type { ComponentPropsWithRef, ReactNode } from 'react';
import { classNames } from '../class-names';
import styles from './form.module.css';
import { type FieldProps, FormField } from './form-field';

export interface TextFieldProps extends FieldProps, Omit<ComponentPropsWithRef<'input'>, 'id'> {
  /** An icon shown inside the box before the value. */
  leadingIcon?: ReactNode;
  inputClassName?: string;
}

/** A labelled single-line input with optional, invalid and helper-text states. */
export const TextField = ({
  label,
  optional,
  helperText,
  invalid,
  hideLabel,
  required,
  id,
  className,
  leadingIcon,
  inputClassName,
  type = 'text',
  ...inputProps
}: TextFieldProps) => (
  <FormField {...{ label, optional, helperText, invalid, hideLabel, required, id, className }}>
    {(control) =>
      leadingIcon ? (
        <div className={styles.affixed}>
          <span className={styles.prefix} aria-hidden="true">
            {leadingIcon}
          </span>
          <input
            {...inputProps}
            {...control}
            type={type}
            className={classNames(styles.control, styles.withPrefix, inputClassName)}
          />
        </div>
      ) : (
        <input
          {...inputProps}
          {...control}
          type={type}
          className={classNames(styles.control, inputClassName)}
        />
      )
    }
  </FormField>
);

export interface TextAreaProps extends FieldProps, Omit<ComponentPropsWithRef<'textarea'>, 'id'> {}

/** A labelled multi-line input. */
export const TextArea = ({
  label,
  optional,
  helperText,
  invalid,
  hideLabel,
  required,
  id,
  className,
  rows = 4,
  ...textareaProps
}: TextAreaProps) => (
  <FormField {...{ label, optional, helperText, invalid, hideLabel, required, id, className }}>
    {(control) => (
      <textarea
        rows={rows}
        {...textareaProps}
        {...control}
        className={classNames(styles.control, styles.textarea)}
      />
    )}
  </FormField>
);
