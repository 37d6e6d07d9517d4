import { lazy, Suspense, useState } from 'react';
import type { ApplyConfirmDialogProps } from './apply-confirm-dialog';

/** The dialog and its library (Radix dialog), downloaded the first time it opens. */
const ApplyConfirmDialog = lazy(() =>
  import('./apply-confirm-dialog').then((module) => ({ default: module.ApplyConfirmDialog })),
);

/**
 * Easy apply's confirmation dialog, loaded on first use: the job and internship pages render it
 * closed for every visitor, and most never open it (docs/decisions/015-first-paint-and-first-load.md).
 * Once opened it stays mounted, so it closes with its animation.
 */
export const ApplyConfirmDialogOnDemand = (props: ApplyConfirmDialogProps) => {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ApplyConfirmDialog {...props} />
    </Suspense>
  );
};
