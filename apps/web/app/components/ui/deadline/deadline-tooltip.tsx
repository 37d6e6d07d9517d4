import { TOOLTIP_SMALL_SCREEN_AUTO_CLOSE_MS } from '@gradway/domain';
import * as Tooltip from '@radix-ui/react-tooltip';
import { type ReactElement, useEffect, useState } from 'react';
import { useMediaQuery } from '../use-media-query';
import styles from './deadline.module.css';

/** Phones and small tablets: the spec's sm breakpoint (max 767 px). */
export const SMALL_SCREEN_QUERY = '(max-width: 767px)';

export interface DeadlineTooltipProps {
  /** The text shown, e.g. '5d left'. */
  label: string;
  /** The element that opens it; must accept a ref and event handlers (e.g. a button). */
  children: ReactElement;
  side?: 'top' | 'bottom' | 'left' | 'right';
}

/**
 * The deadline tooltip (spec §2): opens on hover, focus or click and closes when the pointer or
 * focus leaves; on small screens it closes itself after 3000 ms.
 */
export const DeadlineTooltip = ({ label, children, side = 'top' }: DeadlineTooltipProps) => {
  const [open, setOpen] = useState(false);
  const isSmallScreen = useMediaQuery(SMALL_SCREEN_QUERY);

  useEffect(() => {
    if (!open || !isSmallScreen) return;
    const timer = window.setTimeout(() => setOpen(false), TOOLTIP_SMALL_SCREEN_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [open, isSmallScreen]);

  return (
    <Tooltip.Provider delayDuration={120} skipDelayDuration={300}>
      <Tooltip.Root open={open} onOpenChange={setOpen}>
        <Tooltip.Trigger
          asChild
          onClick={(event) => {
            // Radix closes a tooltip on click; here a click (or tap) opens it.
            event.preventDefault();
            setOpen(true);
          }}
          onPointerLeave={() => setOpen(false)}
        >
          {children}
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            className={styles.tooltip}
            side={side}
            sideOffset={6}
            collisionPadding={8}
          >
            {label}
            <Tooltip.Arrow className={styles.arrow} width={10} height={5} />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
};
