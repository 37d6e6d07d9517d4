import { renderedOnDemand } from '../../../components/opened-on-demand';
import type { GuestListProps } from './guest-list';

const Loaded = renderedOnDemand<GuestListProps>(() =>
  import('./guest-list').then((module) => module.GuestList),
);

/**
 * The event page's guest list. It shows nothing until the list is read after hydration, and only
 * where the host turned it on, so its code loads then, not with every job, internship and event
 * page.
 */
export const GuestListOnDemand = (props: GuestListProps) =>
  props.enabled ? <Loaded {...props} /> : null;
