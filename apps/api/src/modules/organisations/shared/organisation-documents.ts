import { HttpError } from '../../../http/http-error';
import { fullNameOf } from './organiser';

/** Pieces of the profile and onboarding documents that both sides write the same way. */

export const conflict = (message: string) => new HttpError(409, message);

/** How each side names a person whose name is blank. */
export const fullNameOnSide = (
  person: { firstName: string; lastName: string },
  side: 'company' | 'society',
) => fullNameOf(person, side === 'company' ? 'A recruiter' : 'A manager');

export const organisationRef = (row: {
  id: string;
  name: string;
  slug: string;
  iconUrl: string | null;
}) => ({ id: row.id, name: row.name, slug: row.slug, icon_url: row.iconUrl });

/** A join request or claim waiting for the organisation's answer, as the profile lists it. */
export const pendingRequestOf = <Status extends string>(
  request: {
    id: string;
    status: Status;
    firstName: string;
    lastName: string;
    email: string | null;
    createdAt: Date;
  },
  side: 'company' | 'society',
) => ({
  id: request.id,
  status: request.status,
  name: fullNameOnSide(request, side),
  email: request.email ?? '',
  created_at: request.createdAt.toISOString(),
});

/**
 * Where an organiser is in onboarding: done once they belong to an organisation, else the state
 * of their latest request (an approved one is no longer shown).
 */
export const onboardingStateOf = <Request extends { status: string }>(
  belongs: boolean,
  latest: Request | null,
) => {
  const visible = !belongs && latest && latest.status !== 'approved' ? latest : null;
  const state = belongs
    ? ('completed' as const)
    : visible
      ? visible.status === 'pending'
        ? ('pending' as const)
        : ('declined' as const)
      : ('not_started' as const);
  return { state, visible };
};
