import type { Touchpoint } from '@gradway/domain/contracts';
import { can, userClassOf } from '@gradway/domain/permissions';
import type { CurrentUser } from '../../../lib/session/current-user';

/** Whose lists these are: a recruiter's company or a manager's society (spec §6). */
export type OrganiserKind = 'company' | 'society';

/** What the lists need to know about the signed-in organiser. */
export interface Organiser {
  kind: OrganiserKind;
  /** The company's or society's id: rows it hosts are its own, others it co-hosts or is invited to. */
  organisationId: string | null;
  /** Only approved recruiters toggle featured (spec §6; matrix `touchpoints.featured.toggle`). */
  canToggleFeatured: boolean;
  /** Unpublishing needs an approved account (matrix `touchpoints.unpublish`). */
  canUnpublish: boolean;
}

/** The organiser a signed-in manager or recruiter is; null for anyone else. */
export const organiserOf = (user: CurrentUser | null): Organiser | null => {
  if (!user) return null;
  const userClass = userClassOf(user);
  if (user.userable_type === 'Recruiter') {
    return {
      kind: 'company',
      organisationId: user.company?.data.attributes.id ?? null,
      canToggleFeatured: can(userClass, 'touchpoints.featured.toggle'),
      canUnpublish: can(userClass, 'touchpoints.unpublish'),
    };
  }
  if (user.userable_type === 'Manager') {
    return {
      kind: 'society',
      organisationId: user.student_society?.data.attributes.id ?? null,
      canToggleFeatured: false,
      canUnpublish: can(userClass, 'touchpoints.unpublish'),
    };
  }
  return null;
};

export type TouchpointRow = Touchpoint;

/** How the organiser stands to a row: its host, a co-host, or invited to co-host. */
export type Relation = 'host' | 'cohost' | 'invited';

const PENDING_INVITATIONS = new Set(['pending', 'Invitation pending']);

export const relationOf = (organiser: Organiser, row: TouchpointRow): Relation => {
  const { creatable_for, cohost_applications } = row.attributes;
  if (organiser.organisationId === null || creatable_for.id === organiser.organisationId) {
    return 'host';
  }
  const own = cohost_applications.find(
    (application) => application.cohost.id === organiser.organisationId,
  );
  return own && PENDING_INVITATIONS.has(own.state) ? 'invited' : 'cohost';
};
