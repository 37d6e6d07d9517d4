import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';

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

/**
 * A part of a public page that only some visitors ever see (a signed-in candidate's registration
 * panel, the rating form after an event): its code downloads the first time it renders, not with
 * the page, so a first visit does not pay for it (docs/decisions/035-first-load-per-public-route.md).
 * The caller decides when to render it; until the code is in, `fallback` shows what the part
 * shows while it loads its own data.
 */
export const renderedOnDemand = <Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: (props: Props) => ReactNode = () => null,
) => {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function RenderedOnDemand(props: Props) {
    return (
      <Suspense fallback={fallback(props)}>
        <Loaded {...props} />
      </Suspense>
    );
  };
};
