import { eq } from 'drizzle-orm';
import type { Db } from '../../../db';
import { companies, managers, recruiters, studentSocieties, touchpoints } from '../../../db/schema';
import { notify } from './notifications.service';

/**
 * What the product's existing flows notify, one function per event so each call site stays one
 * line inside its own transaction. Texts are the product's English wording; the links are app
 * paths of what the notification is about.
 */

type OrganisationType = 'Company' | 'StudentSociety';

/** The users who run a company (its recruiters) or a society (its managers). */
const organisersOf = async (db: Db, type: OrganisationType, id: string) => {
  const rows =
    type === 'Company'
      ? await db
          .select({ userId: recruiters.userId })
          .from(recruiters)
          .where(eq(recruiters.companyId, id))
      : await db
          .select({ userId: managers.userId })
          .from(managers)
          .where(eq(managers.studentSocietyId, id));
  return rows.map((row) => row.userId);
};

const organisationName = async (db: Db, type: OrganisationType, id: string) => {
  const table = type === 'Company' ? companies : studentSocieties;
  const [row] = await db.select({ name: table.name }).from(table).where(eq(table.id, id));
  return row?.name ?? (type === 'Company' ? 'A company' : 'A student society');
};

const TYPE_PATH = { Job: 'jobs', Internship: 'internships', Event: 'events' } as const;
const TYPE_WORD = { Job: 'job', Internship: 'internship', Event: 'event' } as const;

const findTouchpoint = async (db: Db, id: string) => {
  const [row] = await db
    .select({
      id: touchpoints.id,
      title: touchpoints.title,
      touchpointableType: touchpoints.touchpointableType,
      creatableForType: touchpoints.creatableForType,
      creatableForId: touchpoints.creatableForId,
    })
    .from(touchpoints)
    .where(eq(touchpoints.id, id));
  return row ?? null;
};

/** The admin approved (it is live) or rejected a touchpoint: its organisers are told. */
export const notifyTouchpointReview = async (
  db: Db,
  touchpointId: string,
  decision: { approved: true } | { approved: false; reason: string },
) => {
  const touchpoint = await findTouchpoint(db, touchpointId);
  if (!touchpoint) return;
  const path = TYPE_PATH[touchpoint.touchpointableType];
  const word = TYPE_WORD[touchpoint.touchpointableType];
  for (const userId of await organisersOf(
    db,
    touchpoint.creatableForType,
    touchpoint.creatableForId,
  )) {
    await notify(db, {
      userId,
      kind: 'touchpoint_review',
      title: decision.approved ? `Your ${word} is live` : `Your ${word} needs changes`,
      message: decision.approved
        ? `${touchpoint.title} was approved and is now live.`
        : `${touchpoint.title} was not approved: ${decision.reason}`,
      link: decision.approved ? `/${path}/${touchpoint.id}` : `/${path}/${touchpoint.id}/edit`,
      subject: { type: 'Touchpoint', id: touchpoint.id },
    });
  }
};

/** A society claim or a company join request was decided: the person who asked is told. */
export const notifyMembershipDecision = async (
  db: Db,
  input: {
    userId: string;
    organisation: OrganisationType;
    organisationId: string;
    approved: boolean;
  },
) => {
  const name = await organisationName(db, input.organisation, input.organisationId);
  const home = input.organisation === 'Company' ? '/recruiter/dashboard' : '/dashboard';
  await notify(db, {
    userId: input.userId,
    kind: 'membership_decision',
    title: input.approved ? `You joined ${name}` : `Your request to join ${name} was declined`,
    message: input.approved
      ? `${name} accepted your request. You can now manage it on Gradway.`
      : `${name} declined your request to join.`,
    link: input.approved ? home : null,
    subject: { type: input.organisation, id: input.organisationId },
  });
};

/**
 * The admin approved (now live) or rejected the changes to a live touchpoint (decision 031): its
 * organisers are told; a rejection says why, and the published version stays as it was.
 */
export const notifyRevisionReview = async (
  db: Db,
  touchpointId: string,
  decision: { approved: true } | { approved: false; reason: string },
) => {
  const touchpoint = await findTouchpoint(db, touchpointId);
  if (!touchpoint) return;
  const path = TYPE_PATH[touchpoint.touchpointableType];
  const word = TYPE_WORD[touchpoint.touchpointableType];
  for (const userId of await organisersOf(
    db,
    touchpoint.creatableForType,
    touchpoint.creatableForId,
  )) {
    await notify(db, {
      userId,
      kind: 'touchpoint_review',
      title: decision.approved
        ? `Your changes to your ${word} are live`
        : `Your changes to your ${word} were not approved`,
      message: decision.approved
        ? `The changes to ${touchpoint.title} were approved and are now live.`
        : `The changes to ${touchpoint.title} were not approved: ${decision.reason} The published version stays as it was.`,
      link: decision.approved ? `/${path}/${touchpoint.id}` : `/${path}/${touchpoint.id}/edit`,
      subject: { type: 'Touchpoint', id: touchpoint.id },
    });
  }
};
