import { openedOnDemand } from '../../opened-on-demand';
import type { ModalProps } from './modal';

/**
 * A `Modal` for a page that renders it closed for every visitor and opens it on a click (the
 * search results' filter sheet on phones): the modal and Radix dialog are not part of the page's
 * first load (docs/decisions/016-fewer-first-load-files-and-less-work-per-card.md).
 */
export const ModalOnDemand = openedOnDemand<ModalProps>(() =>
  import('./modal').then((module) => module.Modal),
);
