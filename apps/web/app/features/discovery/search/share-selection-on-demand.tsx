import { type ComponentProps, lazy, Suspense } from 'react';
import type { ShareSelectionBar as Bar } from './share-selection';

/**
 * The share bar shows under a selection only: its code (the sharing request, the link field, the
 * toasts) downloads when a visitor ticks the first card, not with the results
 * (docs/decisions/035-first-load-per-public-route.md). `renderedOnDemand` is the same thing, but
 * importing it here would split its module out of the event pages' files (0.2 KiB more on each).
 */
const Loaded = lazy(async () => ({
  default: (await import('./share-selection')).ShareSelectionBar,
}));

export const ShareSelectionBar = (props: ComponentProps<typeof Bar>) =>
  props.ids.length === 0 ? null : (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
