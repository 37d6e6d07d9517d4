import type { EventsTableRowAction } from '@gradway/domain';
import { type Organiser, relationOf, type TouchpointRow } from './organiser';

/** Cohost applications a host can still remove (not already declined or removed). */
export const removableCohosts = (row: TouchpointRow) =>
  row.attributes.cohost_applications.filter(
    (application) => !['rejected', 'declined', 'removed', 'cancelled'].includes(application.state),
  );

/**
 * The row actions (spec §2) a row offers its viewer, in menu order:
 * - unpublish: the host's published, not yet past touchpoints (approved accounts only);
 * - enable easy apply: recruiters' own touchpoints that still send candidates to an apply link;
 * - attendees and waitlist (first): the event's pages (co-hosts see its attendees);
 * - duplicate as a new draft: the host's events (decision 021);
 * - remove cohost: the host's touchpoints with a co-host or an invitation out;
 * - stop cohost: touchpoints the organiser co-hosts;
 * - delete: the host's own touchpoints.
 * An invitation to co-host offers its answers: accept and decline.
 */
export const rowActionsFor = (organiser: Organiser, row: TouchpointRow): EventsTableRowAction[] => {
  const relation = relationOf(organiser, row);
  if (relation === 'invited') return ['acceptInvitation', 'declineInvitation'];
  const { state, isExpired, apply_url, touchpointable_type } = row.attributes;
  const isEvent = touchpointable_type === 'Event';
  if (relation === 'cohost') return isEvent ? ['attendees', 'stopCohost'] : ['stopCohost'];
  const actions: EventsTableRowAction[] = isEvent ? ['attendees', 'waitlist'] : [];
  if (state === 'published' && !isExpired && organiser.canUnpublish) actions.push('unpublish');
  if (organiser.kind === 'company' && apply_url !== null) actions.push('enableEasyApply');
  if (isEvent) actions.push('duplicate');
  if (removableCohosts(row).length > 0) actions.push('removeCohost');
  actions.push('delete');
  return actions;
};

/**
 * Only approved recruiters see the featured star, only on their company's own rows, and only
 * where it means something: a live touchpoint (or one still featured, to take it off).
 */
export const showsFeaturedToggle = (organiser: Organiser, row: TouchpointRow): boolean =>
  organiser.kind === 'company' &&
  organiser.canToggleFeatured &&
  relationOf(organiser, row) === 'host' &&
  ((row.attributes.state === 'published' && !row.attributes.isExpired) || row.attributes.featured);
