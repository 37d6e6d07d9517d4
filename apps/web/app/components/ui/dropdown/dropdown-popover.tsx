import * as Popover from '@radix-ui/react-popover';
import type { ReactNode, RefObject } from 'react';

export interface DropdownPopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dropdown's own button: the panel lines up with it and clicks on it are not "outside". */
  anchorRef: RefObject<HTMLButtonElement | null>;
  className?: string;
  children: ReactNode;
}

/**
 * The dropdown's floating panel on Radix Popover: placed against the button, flipped to stay on
 * screen, closed by Escape or a press outside. Loaded on demand by the dropdown.
 */
export const DropdownPopover = ({
  open,
  onOpenChange,
  anchorRef,
  className,
  children,
}: DropdownPopoverProps) => (
  <Popover.Root open={open} onOpenChange={onOpenChange}>
    <Popover.Anchor virtualRef={anchorRef} />
    <Popover.Portal>
      <Popover.Content
        className={className}
        align="start"
        sideOffset={6}
        collisionPadding={12}
        onOpenAutoFocus={(event) => event.preventDefault()}
        onEscapeKeyDown={() => anchorRef.current?.focus()}
        onInteractOutside={(event) => {
          if (anchorRef.current?.contains(event.target as Node)) event.preventDefault();
        }}
      >
        {children}
      </Popover.Content>
    </Popover.Portal>
  </Popover.Root>
);
