import type { CSSProperties } from 'react';
import { classNames } from '../class-names';
import styles from './spinner.module.css';

export interface SpinnerProps {
  /** CSS size of the circle; defaults to 1.25em. */
  size?: string;
  /** Read to screen readers; omit when the surrounding control already says it is busy. */
  label?: string;
  className?: string;
}

/** A small rotating ring that follows the text colour. */
export const Spinner = ({ size, label, className }: SpinnerProps) => (
  <span
    className={classNames(styles.spinner, className)}
    style={size ? ({ '--spinner-size': size } as CSSProperties) : undefined}
    {...(label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true })}
  />
);
