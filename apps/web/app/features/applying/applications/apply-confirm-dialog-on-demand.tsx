import { openedOnDemand } from '../../../components/opened-on-demand';
import type { ApplyConfirmDialogProps } from './apply-confirm-dialog';

/**
 * Easy apply's confirmation dialog, loaded on first use: the job and internship pages render it
 * closed for every visitor, and most never open it.
 */
export const ApplyConfirmDialogOnDemand = openedOnDemand<ApplyConfirmDialogProps>(() =>
  import('./apply-confirm-dialog').then((module) => module.ApplyConfirmDialog),
);
