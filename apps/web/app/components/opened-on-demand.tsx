import { type ComponentType, lazy, Suspense, useState } from 'react';

/**
 * A dialog that pages render closed for every visitor and open on a click, made so that its code
 * (and its library, e.g. Radix dialog) downloads the first time it opens instead of with the page
 * (docs/decisions/015-first-paint-and-first-load.md). Once opened it stays mounted, so it closes
 * with its animation.
 */
export const openedOnDemand = <Props extends { open: boolean }>(
  load: () => Promise<ComponentType<Props>>,
) => {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function OpenedOnDemand(props: Props) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
};
