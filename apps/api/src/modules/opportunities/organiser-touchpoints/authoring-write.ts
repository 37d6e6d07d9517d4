import { TOUCHPOINT_INPUT_MESSAGES as M, type TouchpointInput } from '@gradway/domain';
import type { Db } from '../../../db';
import { HttpError } from '../../../http/http-error';
import { notifyInvited } from '../../events/cohost-invitations/cohost-notifications';
import { organisationName } from '../../events/hosting/organisation-members.service';
import { replaceRelations, syncCohostInvitations } from './authoring.repository';
import { checkReferences, withEventCategoryAndType } from './authoring-references';
import { valuesOfInput } from './authoring-values';
import type { Organisation } from './organiser-side';
import { sanitizeRichText } from './rich-text';

/** What saving a touchpoint's input writes, shared by the editor's save and an approved revision. */

export const unprocessable = (field: string, message: string) =>
  new HttpError(422, {
    error: message,
    alert: message,
    fields: [{ path: `touchpoint.${field}`, message }],
  });

const eventsOnly = (organisation: Organisation, input: TouchpointInput) => {
  if (organisation.type === 'StudentSociety' && input.touchpointable_type !== 'Event') {
    throw unprocessable('touchpointable_type', M.eventsOnly);
  }
};

/** Checks and normalises an input: references, event category and type, sanitised description. */
export const prepare = async (db: Db, organisation: Organisation, body: TouchpointInput) => {
  eventsOnly(organisation, body);
  await checkReferences(db, organisation, body);
  const input = await withEventCategoryAndType(db, body);
  return { input, values: valuesOfInput(input, sanitizeRichText(input.description)) };
};

/** Cities, areas and co-host invitations; newly invited organisations are notified. */
export const saveRelations = async (
  db: Db,
  organisation: Organisation,
  id: string,
  input: TouchpointInput,
) => {
  await replaceRelations(
    db,
    id,
    [...new Set(input.city_ids)],
    [...new Set(input.area_of_responsibility_ids)],
  );
  await saveCohostInvitations(db, organisation, id, input);
};

/**
 * The event's co-host invitations as the input lists them: new ones are invited (and told, in the
 * same transaction), withdrawn ones removed. A live event's co-hosts change at once, outside any
 * revision: an invited organisation shows on the event only once it accepts (decision 031).
 */
export const saveCohostInvitations = async (
  db: Db,
  organisation: Organisation,
  id: string,
  input: Pick<TouchpointInput, 'touchpointable_type' | 'cohosts' | 'title'>,
) => {
  const invited = await syncCohostInvitations(
    db,
    id,
    input.touchpointable_type === 'Event' ? input.cohosts : [],
  );
  if (invited.length === 0) return;
  const hostName = await organisationName(db, organisation);
  for (const each of invited) {
    await notifyInvited(db, each, hostName, { id, title: input.title });
  }
};
