import type { ComponentPropsWithRef, ReactNode } from 'react';
import { classNames } from '../class-names';
import { Spinner } from '../spinner/spinner';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** A square button holding only an icon; give it an aria-label. */
  iconOnly?: boolean;
  className?: string;
}

/** The button look, for links and other elements that should read as buttons. */
export const buttonClassName = ({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  iconOnly = false,
  className,
}: ButtonStyleOptions = {}): string =>
  classNames(
    styles.button,
    styles[variant],
    size !== 'md' && styles[size],
    fullWidth && styles.fullWidth,
    iconOnly && styles.iconOnly,
    className,
  );

export interface ButtonProps extends ComponentPropsWithRef<'button'>, ButtonStyleOptions {
  /** Shows a spinner, keeps the width, and blocks clicks while an action runs. */
  loading?: boolean;
  iconStart?: ReactNode;
  iconEnd?: ReactNode;
}

/** Gradway's button: primary, secondary, ghost or danger, in three sizes, with a loading state. */
export const Button = ({
  variant,
  size,
  fullWidth,
  iconOnly,
  loading = false,
  iconStart,
  iconEnd,
  className,
  type = 'button',
  disabled,
  children,
  onClick,
  ...rest
}: ButtonProps) => (
  <button
    type={type}
    className={buttonClassName({
      variant,
      size,
      fullWidth,
      iconOnly,
      className: classNames(loading && styles.loading, className),
    })}
    disabled={disabled}
    aria-busy={loading || undefined}
    aria-disabled={loading || undefined}
    onClick={loading ? (event) => event.preventDefault() : onClick}
    {...rest}
  >
    <span className={styles.label}>
      {iconStart}
      {children}
      {iconEnd}
    </span>
    {loading ? <Spinner className={styles.spinner} /> : null}
  </button>
);
