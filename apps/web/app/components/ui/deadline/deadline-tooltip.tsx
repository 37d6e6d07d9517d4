import { MEDIA_QUERIES, TOOLTIP_SMALL_SCREEN_AUTO_CLOSE_MS } from '@gradway/domain';
import {
  cloneElement,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { classNames } from '../class-names';
import { useMediaQuery } from '../use-media-query';
import styles from './deadline.module.css';

/** Phones and small tablets: the spec's sm breakpoint, '(max-width: 767px)'. */
export const SMALL_SCREEN_QUERY = MEDIA_QUERIES.sm;

interface TriggerProps {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  'aria-describedby'?: string;
}

export interface DeadlineTooltipProps {
  /** The text shown, e.g. '5d left'. */
  label: string;
  /** The element that opens it: a button (it receives focus, click and aria-describedby). */
  children: ReactElement<TriggerProps>;
  /** Which side of the trigger the tooltip sits on. */
  side?: 'top' | 'bottom';
  /** Line the tooltip up with the trigger's centre or its end (for triggers at a card's edge). */
  align?: 'center' | 'end';
}

/**
 * The deadline tooltip (spec §2): opens on hover, focus or click (tap) and closes when the pointer
 * or focus leaves, on Escape, or on a press elsewhere; on small screens it closes itself after
 * 3000 ms. The pointer may move onto the tooltip without closing it (WCAG 1.4.13).
 *
 * Drawn in place with CSS rather than a positioning library: it sits on every job card, and
 * public pages must stay within their first-load JavaScript budget.
 */
export const DeadlineTooltip = ({
  label,
  children,
  side = 'top',
  align = 'end',
}: DeadlineTooltipProps) => {
  const [open, setOpen] = useState(false);
  const tooltipId = `deadline-tooltip${useId()}`;
  const anchorRef = useRef<HTMLSpanElement>(null);
  const isSmallScreen = useMediaQuery(SMALL_SCREEN_QUERY);

  useEffect(() => {
    if (!open || !isSmallScreen) return;
    const timer = window.setTimeout(() => setOpen(false), TOOLTIP_SMALL_SCREEN_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [open, isSmallScreen]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!anchorRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const trigger = cloneElement(children, {
    'aria-describedby': open ? tooltipId : undefined,
    onClick: (event: MouseEvent<HTMLElement>) => {
      children.props.onClick?.(event);
      setOpen(true);
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      children.props.onFocus?.(event);
      setOpen(true);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      children.props.onBlur?.(event);
      setOpen(false);
    },
  });

  return (
    // Hover handling only; keyboard and touch users open it with focus or a tap on the trigger.
    <span
      ref={anchorRef}
      className={styles.anchor}
      onPointerEnter={(event: PointerEvent) => {
        if (event.pointerType !== 'touch') setOpen(true);
      }}
      onPointerLeave={(event: PointerEvent) => {
        if (event.pointerType !== 'touch') setOpen(false);
      }}
    >
      {trigger}
      {open ? (
        <span
          role="tooltip"
          id={tooltipId}
          className={classNames(styles.tooltip, styles[side], styles[align])}
        >
          {label}
        </span>
      ) : null}
    </span>
  );
};
