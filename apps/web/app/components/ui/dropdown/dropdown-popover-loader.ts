import type { ComponentType } from 'react';
import type { DropdownPopoverProps } from './dropdown-popover';

export type PopoverComponent = ComponentType<DropdownPopoverProps>;
let loadedPopover: PopoverComponent | null = null;

/** The panel component when already fetched, else null. */
export const loadedDropdownPopover = (): PopoverComponent | null => loadedPopover;

/**
 * The floating panel (Radix Popover) is fetched when a dropdown is first pointed at, focused or
 * opened, so pages with dropdowns keep a light first load.
 */
export const loadDropdownPopover = (): Promise<PopoverComponent> =>
  loadedPopover
    ? Promise.resolve(loadedPopover)
    : import('./dropdown-popover').then((module) => {
        loadedPopover = module.DropdownPopover;
        return module.DropdownPopover;
      });
