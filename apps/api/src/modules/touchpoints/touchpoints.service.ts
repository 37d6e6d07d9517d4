import type { Touchpoint } from '@gradway/domain/contracts';
import type { Db } from '../../db';
import type { cohostApplications } from '../../db/schema';
import { isoTime } from '../../http/documents';
import {
  applicationCounts,
  areasOfTouchpoints,
  citiesOfTouchpoints,
  cohostApplicationsOf,
  companiesByIds,
  type OrganisationRow,
  registrantAvatars,
  registrationCounts,
  societiesByIds,
} from './touchpoint-relations.repository';
import type { TouchpointRow } from './touchpoints.repository';

/** An event card shows up to 10 registrants' pictures (spec §2). */
export const AVATARS_PER_TOUCHPOINT = 10;

const PAGE_PATHS = { Job: '/jobs', Internship: '/internships', Event: '/events' } as const;

/** How a cohost application's status reads on the wire (spec §4 state values). */
const COHOST_STATES = { pending: 'Invitation pending', accepted: 'accepted', rejected: 'rejected' };

const groupBy = <T extends { touchpointId: string }>(rows: T[]) => {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.touchpointId);
    if (group) group.push(row);
    else groups.set(row.touchpointId, [row]);
  }
  return groups;
};

const organisationDisplay = (row: OrganisationRow) => ({
  id: row.id,
  name: row.name,
  icon_url: row.iconUrl,
  is_verified: row.isVerified,
  is_provider_verified: row.providerVerified,
});

/** Ended or closed, as the registration button and the status column read them. */
const statusOf = (touchpoint: TouchpointRow['touchpoint'], now: Date): string | null => {
  const end = touchpoint.endDate ?? touchpoint.startDate;
  if (touchpoint.state === 'ended') return 'ended';
  if (touchpoint.touchpointableType === 'Event' && end && end < now) return 'ended';
  if (touchpoint.state === 'closed') return 'closed';
  if (touchpoint.applicationDeadline && touchpoint.applicationDeadline < now) return 'closed';
  return null;
};

/** What a page of touchpoints embeds, by touchpoint id (cities, areas, counts, cohosts…). */
export interface TouchpointRelations {
  cities: Map<string, { id: string; name: string; countryCode: string | null }[]>;
  areas: Map<string, { id: string; name: string }[]>;
  registrations: Map<string, number>;
  applied: Map<string, number>;
  avatars: Map<string, string[]>;
  cohosts: Map<string, CohostRow[]>;
  organisations: Record<'Company' | 'StudentSociety', Map<string, OrganisationRow>>;
}

export type CohostRow = Pick<
  typeof cohostApplications.$inferSelect,
  'id' | 'touchpointId' | 'cohostType' | 'cohostId' | 'status'
>;

/** Loads what a page of touchpoints embeds, in one batch per relation (never per row). */
export const loadTouchpointRelations = async (
  db: Db,
  rows: TouchpointRow[],
): Promise<TouchpointRelations> => {
  const ids = rows.map((row) => row.touchpoint.id);
  const [cityRows, areaRows, registrations, applied, avatars, cohosts] = await Promise.all([
    citiesOfTouchpoints(db, ids),
    areasOfTouchpoints(db, ids),
    registrationCounts(db, ids),
    applicationCounts(db, ids),
    registrantAvatars(db, ids, AVATARS_PER_TOUCHPOINT),
    cohostApplicationsOf(db, ids),
  ]);
  const organisationIds = (type: 'Company' | 'StudentSociety') => [
    ...new Set([
      ...rows
        .filter((row) => row.touchpoint.creatableForType === type)
        .map((row) => row.touchpoint.creatableForId),
      ...cohosts.filter((cohost) => cohost.cohostType === type).map((cohost) => cohost.cohostId),
    ]),
  ];
  const [companyRows, societyRows] = await Promise.all([
    companiesByIds(db, organisationIds('Company')),
    societiesByIds(db, organisationIds('StudentSociety')),
  ]);
  const avatarsBy = new Map<string, string[]>();
  for (const avatar of avatars) {
    avatarsBy.set(avatar.touchpoint_id, [
      ...(avatarsBy.get(avatar.touchpoint_id) ?? []),
      avatar.avatar_url,
    ]);
  }
  return {
    cities: groupBy(cityRows),
    areas: groupBy(areaRows),
    registrations: new Map(registrations.map((row) => [row.touchpointId, row.value])),
    applied: new Map(applied.map((row) => [row.touchpointId, row.value])),
    avatars: avatarsBy,
    cohosts: groupBy(cohosts),
    organisations: {
      Company: new Map(companyRows.map((row) => [row.id, row])),
      StudentSociety: new Map(societyRows.map((row) => [row.id, row])),
    },
  };
};

/**
 * Turns a page of touchpoint rows into wire resources, loading what they embed (cities, areas,
 * counts, avatars, cohosts, creator organisations) in one batch per relation.
 */
export const touchpointResources = async (
  db: Db,
  rows: TouchpointRow[],
  options: { withDetails: boolean; now?: Date },
): Promise<Touchpoint[]> =>
  rows.length === 0
    ? []
    : touchpointResourcesWith(rows, await loadTouchpointRelations(db, rows), options);

/** Wire resources of touchpoint rows whose relations are already loaded (pure). */
export const touchpointResourcesWith = (
  rows: TouchpointRow[],
  relations: TouchpointRelations,
  options: { withDetails: boolean; now?: Date },
): Touchpoint[] => {
  const now = options.now ?? new Date();
  const {
    cities: citiesBy,
    areas: areasBy,
    cohosts: cohostsBy,
    registrations: registrationsBy,
    applied: appliedBy,
    avatars: avatarsBy,
    organisations,
  } = relations;

  return rows.map(({ touchpoint, placeCityName, createdByFirstName, createdByLastName }) => {
    const creator = organisations[touchpoint.creatableForType].get(touchpoint.creatableForId);
    const registrationsCount = registrationsBy.get(touchpoint.id) ?? 0;
    const isEvent = touchpoint.touchpointableType === 'Event';
    const deadlinePassed =
      touchpoint.applicationDeadline !== null && touchpoint.applicationDeadline < now;
    const createdByName = [createdByFirstName, createdByLastName].filter(Boolean).join(' ');
    return {
      id: touchpoint.id,
      type: 'touchpoint' as const,
      attributes: {
        id: touchpoint.id,
        title: touchpoint.title,
        state: touchpoint.state,
        status: statusOf(touchpoint, now),
        touchpointable_type: touchpoint.touchpointableType,
        kind: touchpoint.kind,
        url: `${PAGE_PATHS[touchpoint.touchpointableType]}/${touchpoint.id}`,
        apply_url: touchpoint.applyUrl,
        start_date: isoTime(touchpoint.startDate),
        end_date: isoTime(touchpoint.endDate),
        time_zone: touchpoint.timeZone,
        application_deadline: isoTime(touchpoint.applicationDeadline),
        isExpired: touchpoint.state === 'expired' || deadlinePassed,
        featured: touchpoint.featured,
        views_count: touchpoint.viewsCount,
        registrations_count: registrationsCount,
        applications: isEvent ? registrationsCount : (appliedBy.get(touchpoint.id) ?? 0),
        minimum_salary: touchpoint.minimumSalary,
        maximum_salary: touchpoint.maximumSalary,
        pay_currency: touchpoint.payCurrency,
        salary_estimated: touchpoint.salaryEstimated,
        cities: (citiesBy.get(touchpoint.id) ?? []).map(({ id, name, countryCode }) => ({
          id,
          name,
          country_code: countryCode,
        })),
        working_model: touchpoint.workingModel,
        area_of_responsibilities: (areasBy.get(touchpoint.id) ?? []).map(({ id, name }) => ({
          id,
          name,
        })),
        avatar_urls: avatarsBy.get(touchpoint.id) ?? [],
        icon_url: touchpoint.iconUrl ?? creator?.iconUrl ?? null,
        cohost_applications: (cohostsBy.get(touchpoint.id) ?? []).flatMap((application) => {
          const cohost = organisations[application.cohostType].get(application.cohostId);
          return cohost
            ? [
                {
                  id: application.id,
                  state: COHOST_STATES[application.status],
                  cohost: organisationDisplay(cohost),
                },
              ]
            : [];
        }),
        creatable_for: {
          ...(creator
            ? { ...organisationDisplay(creator), slug: creator.slug }
            : {
                id: touchpoint.creatableForId,
                name: '',
                slug: 'unknown',
                icon_url: null,
                is_verified: false,
                is_provider_verified: false,
              }),
          type: touchpoint.creatableForType,
        },
        show_guest_list: touchpoint.showGuestList,
        createdBy:
          touchpoint.createdById && createdByName
            ? { id: touchpoint.createdById, name: createdByName }
            : null,
        place:
          isEvent && touchpoint.placeName
            ? {
                data: {
                  type: 'place',
                  attributes: {
                    name: touchpoint.placeName,
                    address: touchpoint.placeAddress,
                    city: placeCityName,
                    postcode: touchpoint.placePostcode,
                    latitude: touchpoint.placeLatitude,
                    longitude: touchpoint.placeLongitude,
                  },
                },
              }
            : null,
        meta_description: touchpoint.metaDescription,
        ...(options.withDetails ? { description: touchpoint.description } : {}),
        created_at: touchpoint.createdAt.toISOString(),
      },
    };
  });
};
