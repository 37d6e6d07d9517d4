import type { TouchpointEditor } from '@gradway/domain/contracts';
import { can, userClassOf } from '@gradway/domain/permissions';
import { data, redirect } from 'react-router';
import { isApiError } from '../../../lib/api/api-error';
import { organisationSetUpPath } from '../../../lib/routing/organisation-set-up';
import { type CurrentUser, loadCurrentUser } from '../../../lib/session/current-user';
import { getSession } from '../../../lib/session/session-store';
import { type EditorSide, getTouchpoint } from './editor-api';
import { baseFits, type EditorBase, editorBaseOf, ownEditPathOf, typeOfBase } from './editor-paths';
import { type EditorLists, loadEditorLists } from './editor-reference-data';
import type { EditorType } from './editor-values';

/** Who writes, as the editor needs to know it. */
export interface EditorAuthor {
  side: EditorSide;
  /** Approved accounts submit for review; others save drafts and are told why. */
  canSubmit: boolean;
  organisation: { name: string; iconUrl: string | null } | null;
  /** The organisation's time zone (its city's), the default of date fields; null when unknown. */
  timeZone: string | null;
  /** Where a submitted touchpoint sends them: recruiters' hiring list, managers' dashboard. */
  listPath: string;
}

export type EditorPageData =
  | { mode: 'choose'; author: EditorAuthor }
  | {
      mode: 'create' | 'edit';
      base: EditorBase;
      type: EditorType;
      author: EditorAuthor;
      touchpoint: TouchpointEditor | null;
      lists: EditorLists;
    };

export const authorOf = (user: CurrentUser): EditorAuthor => {
  const side: EditorSide = user.userable_type === 'Manager' ? 'society' : 'company';
  const organisation = (side === 'society' ? user.student_society : user.company)?.data.attributes;
  return {
    side,
    canSubmit: can(userClassOf(user), 'touchpoints.submit'),
    organisation: organisation
      ? { name: organisation.name, iconUrl: organisation.icon_url ?? null }
      : null,
    listPath: side === 'society' ? '/dashboard' : '/hiring',
    timeZone: organisation?.time_zone ?? null,
  };
};

const notFound = () => data(null, { status: 404 });

/** A missing touchpoint, another organisation's (404) or a malformed id (400): not found. */
const loadOwnTouchpoint = async (side: EditorSide, id: string): Promise<TouchpointEditor> => {
  try {
    return await getTouchpoint(side, id, { quiet: true });
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) throw notFound();
    throw error;
  }
};

/**
 * The data of an editor page, loaded in the browser (the session lives there) after the layout's
 * guard: the author, the touchpoint when editing, and the reference lists of its type. A
 * touchpoint opened at another type's address is sent to its own; `/hiring/create` without a
 * type asks for one first.
 */
export const loadEditorPage = async ({
  request,
  params,
}: {
  request: Request;
  params: { id?: string };
}): Promise<EditorPageData | null> => {
  if (!getSession()) return null;
  const user = await loadCurrentUser();
  if (!user) return null;
  const author = authorOf(user);
  // Nothing can be published before the organisation exists: set it up first, not after a form.
  if (!author.organisation) throw redirect(organisationSetUpPath(author.side));
  const url = new URL(request.url);
  const base = editorBaseOf(url.pathname);
  if (!base) throw notFound();

  if (params.id) {
    const touchpoint = await loadOwnTouchpoint(author.side, params.id);
    const type = touchpoint.attributes.touchpointable_type;
    if (!baseFits(base, type)) throw redirect(ownEditPathOf(type, touchpoint.id));
    return { mode: 'edit', base, type, author, touchpoint, lists: await loadEditorLists(type) };
  }

  const type = typeOfBase(base, url.searchParams.get('type'));
  if (!type) return { mode: 'choose', author };
  return {
    mode: 'create',
    base,
    type,
    author,
    touchpoint: null,
    lists: await loadEditorLists(type),
  };
};
