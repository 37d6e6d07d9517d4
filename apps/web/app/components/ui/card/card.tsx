import type { ComponentPropsWithRef, ElementType } from 'react';
import { classNames } from '../class-names';
import styles from './card.module.css';

export interface CardProps extends ComponentPropsWithRef<'div'> {
  /** The element to render: 'article' for a listing, 'section' for a panel. */
  as?: ElementType;
  /** Inner padding (on by default). */
  padded?: boolean;
  /** Lifts on hover and focus, for cards that hold a link. */
  interactive?: boolean;
}

/** A white surface with a hairline border and soft shadow. */
export const Card = ({
  as: Element = 'div',
  padded = true,
  interactive = false,
  className,
  ...rest
}: CardProps) => (
  <Element
    className={classNames(
      styles.card,
      padded && styles.padded,
      interactive && styles.interactive,
      className,
    )}
    {...rest}
  />
);
