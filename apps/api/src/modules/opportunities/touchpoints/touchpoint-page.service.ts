import type { Touchpoint } from '@gradway/domain/contracts';
import type { Db } from '../../../db';
import { isoTime } from '../../../http/documents';
import { findPublicTouchpointPage, type PublicTouchpointRow } from './touchpoint-page.repository';
import { type TouchpointRelations, touchpointResourcesWith } from './touchpoints.service';

/**
 * A touchpoint as its public page shows it: the list's wire resource with the description and the
 * details only the page reads, and only its accepted co-hosts. A virtual event's link stays private (registrants get it), so the
 * page only learns that there is one.
 */
export const touchpointPageResource = (
  row: PublicTouchpointRow,
  relations: TouchpointRelations,
  now: Date = new Date(),
): Touchpoint => {
  const [resource] = touchpointResourcesWith([row], relations, { withDetails: true, now });
  if (!resource) throw new Error(`No resource for touchpoint ${row.touchpoint.id}`);
  const { touchpoint } = row;
  const isEvent = touchpoint.touchpointableType === 'Event';
  const { place } = resource.attributes;
  return {
    ...resource,
    attributes: {
      ...resource.attributes,
      // The public sees who co-hosts, not who was invited or declined.
      cohost_applications: resource.attributes.cohost_applications.filter(
        (application) => application.state === 'accepted',
      ),
      place: place
        ? {
            data: {
              ...place.data,
              attributes: { ...place.data.attributes, country_code: row.placeCountryCode },
            },
          }
        : null,
      cover_url: touchpoint.coverUrl,
      kind_name: row.kindName,
      experience_level: touchpoint.experienceLevel,
      education_requirement: row.educationRequirement,
      industry: row.industry,
      application_deadline_time_zone: touchpoint.applicationDeadlineTimeZone,
      apply_kind: touchpoint.applyKind,
      event_category: isEvent ? row.eventCategory : null,
      event_type: isEvent ? touchpoint.eventType : null,
      event_mode: isEvent ? touchpoint.eventMode : null,
      has_virtual_link: isEvent && Boolean(touchpoint.virtualLink),
      capacity: isEvent ? touchpoint.capacity : null,
      spots_left:
        isEvent && touchpoint.capacity !== null
          ? touchpoint.capacity -
            resource.attributes.registrations_count -
            Number(row.offeredCount ?? 0)
          : null,
      waitlist_enabled: isEvent && touchpoint.waitlistEnabled,
      published_at: isoTime(touchpoint.publishedAt),
      updated_at: touchpoint.updatedAt.toISOString(),
    },
  };
};

/** The public page's resource of a published touchpoint; null when the public cannot see it. */
export const publicTouchpointResource = async (
  db: Db,
  id: string,
  now: Date = new Date(),
): Promise<Touchpoint | null> => {
  const page = await findPublicTouchpointPage(db, id);
  return page ? touchpointPageResource(page.row, page.relations, now) : null;
};

/**
 * The public page's resource of a touchpoint in any state (the admin's preview of a submission);
 * null when there is no such touchpoint.
 */
export const touchpointPreviewResource = async (
  db: Db,
  id: string,
  now: Date = new Date(),
): Promise<Touchpoint | null> => {
  const page = await findPublicTouchpointPage(db, id, { anyState: true });
  return page ? touchpointPageResource(page.row, page.relations, now) : null;
};
