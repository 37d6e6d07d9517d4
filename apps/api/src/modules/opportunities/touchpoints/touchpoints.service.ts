import type { ListTouchpointsQuery, Touchpoint } from '@gradway/domain/contracts';
import type { Db } from '../../../db';
import { keptTotal, listTotal, rememberTotal, totalKey } from '../../../db/queries/list-totals';
import { isoTime, listPagingMeta, offsetOf } from '../../../http/documents';
import { decodeTouchpointCursor, encodeTouchpointCursor } from './touchpoint-cursor';
import {
  loadTouchpointRelations,
  type OrganisationRow,
  relationsOf,
  type TouchpointRelations,
} from './touchpoint-relations.repository';
import {
  countPublishedTouchpoints,
  countView,
  listPublishedTouchpointPage,
  type TouchpointCardRow,
  touchpointRowsWithRelationsByIds,
} from './touchpoints.repository';

export type { TouchpointRelations } from './touchpoint-relations.repository';

const PAGE_PATHS = { Job: '/jobs', Internship: '/internships', Event: '/events' } as const;

/** How a cohost application's status reads on the wire (spec §4 state values). */
const COHOST_STATES = { pending: 'Invitation pending', accepted: 'accepted', rejected: 'rejected' };

const organisationDisplay = (row: OrganisationRow) => ({
  id: row.id,
  name: row.name,
  icon_url: row.iconUrl,
  is_verified: row.isVerified,
  is_provider_verified: row.providerVerified,
});

/** Ended or closed, as the registration button and the status column read them. */
const statusOf = (touchpoint: TouchpointCardRow['touchpoint'], now: Date): string | null => {
  const end = touchpoint.endDate ?? touchpoint.startDate;
  if (touchpoint.state === 'ended') return 'ended';
  if (touchpoint.touchpointableType === 'Event' && end && end < now) return 'ended';
  if (touchpoint.state === 'closed') return 'closed';
  if (touchpoint.applicationDeadline && touchpoint.applicationDeadline < now) return 'closed';
  return null;
};

/**
 * Turns a page of touchpoint rows into wire resources, loading what they embed (cities, areas,
 * counts, avatars, cohosts, creator organisations) in one batch per relation.
 */
export const touchpointResources = async (
  db: Db,
  rows: TouchpointCardRow[],
  options: { withDetails: boolean; now?: Date },
): Promise<Touchpoint[]> =>
  rows.length === 0
    ? []
    : touchpointResourcesWith(
        rows,
        await loadTouchpointRelations(
          db,
          rows.map((row) => row.touchpoint.id),
        ),
        options,
      );

/** Wire resources of touchpoint rows whose relations are already loaded (pure). */
export const touchpointResourcesWith = (
  rows: TouchpointCardRow[],
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

/**
 * A page of `GET /api/v1/touchpoints`: one statement reads the page, what it embeds and, unless a
 * recent total of thousands is kept (`db/queries/list-totals`), the total.
 */
export const publishedTouchpointList = async (db: Db, query: ListTouchpointsQuery) => {
  const filters = {
    touchpointableType: query.touchpointable_type,
    creatableForIds: query.creatable_for_ids,
    includePast: query.include_past,
    featured: query.featured,
    starts: query.starts && { when: query.starts, now: new Date() },
  };
  const order = { sortBy: query.sort_by, sortOrder: query.sort_order };
  const after = query.cursor ? decodeTouchpointCursor(query.cursor, order) : undefined;
  const key = totalKey('touchpoints', filters);
  const kept = keptTotal(key);
  const rows = await listPublishedTouchpointPage(
    db,
    filters,
    order,
    after
      ? { limit: query.per_page, offset: 0, after }
      : { limit: query.per_page, offset: offsetOf(query.page, query.per_page) },
    kept === null,
    query.with_details,
  );
  const counted = rows[0]?.total;
  const total =
    kept ??
    (counted !== undefined && counted !== null
      ? rememberTotal(key, Number(counted))
      : // A page past the end has no row to carry the total.
        await listTotal(key, () => countPublishedTouchpoints(db, filters)));
  const last = rows.length === query.per_page ? rows.at(-1) : undefined;
  return {
    data: touchpointResourcesWith(rows, relationsOf(rows), { withDetails: query.with_details }),
    meta: {
      ...listPagingMeta(query.page, query.per_page, total),
      next_cursor: last
        ? encodeTouchpointCursor({ ...order, value: last.sortKey, id: last.touchpointId })
        : null,
    },
  };
};

/**
 * Wire resources of the touchpoints of these ids, in the ids' order (a search's page), read with
 * what they embed in one statement.
 */
export const touchpointResourcesByIds = async (
  db: Db,
  ids: readonly string[],
  options: { withDetails: boolean; now?: Date },
): Promise<Touchpoint[]> => {
  if (ids.length === 0) return [];
  const rows = await touchpointRowsWithRelationsByIds(db, ids, options.withDetails);
  const order = new Map(ids.map((id, index) => [id, index]));
  rows.sort((a, b) => (order.get(a.touchpointId) ?? 0) - (order.get(b.touchpointId) ?? 0));
  return touchpointResourcesWith(rows, relationsOf(rows), options);
};

/**
 * Counts a view of a published touchpoint once per visitor and day (decision 014); answers the
 * views so far, or null when the public cannot see the touchpoint.
 */
export const recordView = (db: Db, touchpointId: string, visitor: string, now: Date = new Date()) =>
  countView(db, touchpointId, visitor, now.toISOString().slice(0, 10));
