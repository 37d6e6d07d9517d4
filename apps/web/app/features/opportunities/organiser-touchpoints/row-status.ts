import type { BadgeTone } from '../../../components/ui/badge/badge';
import { type Organiser, relationOf, type TouchpointRow } from './organiser';

/** The human status of a row in the organiser's lists (keys of `hiring:status.*`). */
export type RowStatus =
  | 'live'
  | 'inReview'
  | 'draft'
  | 'rejected'
  | 'ended'
  | 'expired'
  | 'closed'
  | 'soldOut'
  | 'invitationPending';

export const STATUS_TONES: Record<RowStatus, BadgeTone> = {
  live: 'success',
  inReview: 'warning',
  draft: 'neutral',
  rejected: 'critical',
  ended: 'tertiary',
  expired: 'tertiary',
  closed: 'tertiary',
  soldOut: 'orange',
  invitationPending: 'primary',
};

const isEvent = (row: TouchpointRow) => row.attributes.touchpointable_type === 'Event';

/** Past its date: an event has ended, a job or internship has expired (spec §4). */
const pastStatus = (row: TouchpointRow): RowStatus => (isEvent(row) ? 'ended' : 'expired');

/**
 * What the Status column says: an invitation to co-host reads 'Invitation pending'; a published
 * touchpoint is Live until its date passes; ready_for_approval reads In review; and so on.
 */
export const rowStatusOf = (organiser: Organiser, row: TouchpointRow): RowStatus => {
  if (relationOf(organiser, row) === 'invited') return 'invitationPending';
  const { state, status, isExpired } = row.attributes;
  switch (state) {
    case 'published':
    case 'accepted':
      if (status === 'ended') return 'ended';
      if (status === 'closed') return 'closed';
      if (isExpired) return pastStatus(row);
      return status === 'Sold Out' ? 'soldOut' : 'live';
    case 'ready_for_approval':
    case 'approved':
    case 'pending':
      return 'inReview';
    case 'rejected':
      return 'rejected';
    case 'expired':
    case 'ended':
      return pastStatus(row);
    case 'closed':
      return 'closed';
    case 'Sold Out':
      return 'soldOut';
    case 'Invitation pending':
      return 'invitationPending';
    default:
      return 'draft';
  }
};
