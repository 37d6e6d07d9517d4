import { lazy, Suspense, useState } from 'react';
import type { ModalProps } from './modal';

/** The modal and its library (Radix dialog), downloaded the first time it opens. */
const Modal = lazy(() => import('./modal').then((module) => ({ default: module.Modal })));

/**
 * A `Modal` for a page that renders it closed for every visitor and opens it on a click (the
 * search results' filter sheet on phones): its code is not part of the page's first load
 * (docs/decisions/016-fewer-first-load-files-and-less-work-per-card.md). Once opened it stays
 * mounted, so it closes with its animation.
 */
export const ModalOnDemand = (props: ModalProps) => {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
};
