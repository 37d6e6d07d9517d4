import type { CSSProperties } from 'react';
import { classNames } from '../class-names';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  /** 'text' is a line of text, 'circle' an avatar, 'block' any rectangle. */
  shape?: 'text' | 'circle' | 'block';
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
}

/** A shimmering placeholder shown while content loads; hidden from assistive tech. */
export const Skeleton = ({ shape = 'text', width, height, className }: SkeletonProps) => (
  <span
    aria-hidden="true"
    className={classNames(
      styles.skeleton,
      shape === 'text' && styles.text,
      shape === 'circle' && styles.circle,
      className,
    )}
    style={{ width, height: height ?? (shape === 'circle' ? width : undefined) }}
  />
);
