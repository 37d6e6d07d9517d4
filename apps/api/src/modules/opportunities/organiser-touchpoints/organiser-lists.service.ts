import type {
  ListOrganiserTouchpointsQuery,
  Touchpoint,
  TouchpointDocument,
  TouchpointListDocument,
  UpdateCompanyTouchpointBody,
} from '@gradway/domain/contracts';
import { can, type UserClass } from '@gradway/domain/permissions';
import type { Db } from '../../../db';
import { offsetOf, pagingMeta } from '../../../http/documents';
import { badRequest, forbidden, notFound } from '../../../http/http-error';
import { touchpointResources } from '../touchpoints/touchpoints.service';
import { deleteTouchpoint, updateTouchpoint } from './authoring.repository';
import { findHostedRow, withEffectiveState } from './authoring-editor';
import {
  countOrganiserTouchpoints,
  listOrganiserTouchpoints,
  organiserListConditions,
} from './organiser-lists.repository';
import type { Organisation } from './organiser-side';

export const LIST_MESSAGES = {
  idMismatch: 'The id must be the touchpoint’s own',
  featuredForbidden: 'Only approved recruiters can feature touchpoints.',
} as const;

/**
 * The events table's 'Sold Out' (spec §2, §4): a live event whose places are all taken reads so in
 * the Status column (decision 021); ended and closed ones keep saying so.
 */
const withSoldOut = (
  resource: Touchpoint,
  row: { capacity: number | null; state: string } | undefined,
): Touchpoint => {
  const { attributes } = resource;
  const full =
    attributes.touchpointable_type === 'Event' &&
    row?.state === 'published' &&
    attributes.status === null &&
    row.capacity !== null &&
    attributes.registrations_count >= row.capacity;
  return full ? { ...resource, attributes: { ...attributes, status: 'Sold Out' } } : resource;
};

/** A page of the organisation's touchpoints with the list's filters. */
export const listTouchpointsOf = async (
  db: Db,
  organisation: Organisation,
  query: ListOrganiserTouchpointsQuery,
  now: Date = new Date(),
): Promise<TouchpointListDocument> => {
  const where = organiserListConditions(
    organisation,
    { states: query.state, types: query.touchpointable_types },
    now,
  );
  const [rows, total] = await Promise.all([
    listOrganiserTouchpoints(db, where, query.sort_by, {
      limit: query.per_page,
      offset: offsetOf(query.page, query.per_page),
    }),
    countOrganiserTouchpoints(db, where),
  ]);
  const current = rows.map((row) => withEffectiveState(row, now));
  const resources = await touchpointResources(db, current, {
    withDetails: query.with_details,
    now,
  });
  return {
    data: resources.map((resource, index) => withSoldOut(resource, current[index]?.touchpoint)),
    meta: pagingMeta(query.page, query.per_page, total),
  };
};

/** Deletes a touchpoint the organisation hosts (co-hosts stop co-hosting instead). */
export const deleteTouchpointOf = async (db: Db, organisation: Organisation, id: string) => {
  await findHostedRow(db, organisation, id);
  await deleteTouchpoint(db, id);
  return { data: { id, type: 'touchpoint' as const } };
};

const touchpointDocument = async (
  db: Db,
  organisation: Organisation,
  id: string,
): Promise<TouchpointDocument> => {
  const now = new Date();
  const row = withEffectiveState(await findHostedRow(db, organisation, id), now);
  const [resource] = await touchpointResources(db, [row], { withDetails: false, now });
  if (!resource) throw notFound();
  return { data: resource };
};

/**
 * `{id, featured}` toggles featured (approved recruiters only); `{touchpoint: {apply_url}}`
 * switches to easy apply (null) or to an external link.
 */
export const updateCompanyTouchpoint = async (
  db: Db,
  organisation: Organisation,
  userClass: UserClass,
  id: string,
  body: UpdateCompanyTouchpointBody,
): Promise<TouchpointDocument> => {
  await findHostedRow(db, organisation, id);
  if ('featured' in body) {
    if (body.id !== id) {
      throw badRequest(LIST_MESSAGES.idMismatch, [
        { path: 'id', message: LIST_MESSAGES.idMismatch },
      ]);
    }
    if (!can(userClass, 'touchpoints.featured.toggle')) {
      throw forbidden(LIST_MESSAGES.featuredForbidden);
    }
    await updateTouchpoint(db, id, { featured: body.featured });
  } else {
    if (!can(userClass, 'touchpoints.easy_apply.enable')) throw forbidden();
    const url = body.touchpoint.apply_url;
    await updateTouchpoint(db, id, {
      applyUrl: url,
      applyKind: url === null ? 'internal' : 'external',
    });
  }
  return touchpointDocument(db, organisation, id);
};
