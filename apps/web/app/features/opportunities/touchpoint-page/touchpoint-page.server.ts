import {
  getTouchpointContract,
  listTouchpointsContract,
  type Touchpoint,
  type TouchpointableType,
} from '@gradway/domain/contracts';
import { type AppLoadContext, data, redirect } from 'react-router';
import { serverApi } from '../../../lib/api/api.server';
import { isApiError } from '../../../lib/api/api-error';
import {
  plainText,
  sanitizeDescription,
  shortSummary,
} from '../../../lib/rich-text/sanitize-description.server';
import { type TouchpointCardData, toCardData } from '../touchpoints';
import { serializeJsonLd, touchpointJsonLd } from './json-ld';

/** The page path of each touchpoint type. */
export const SECTION_OF: Readonly<Record<TouchpointableType, string>> = {
  Job: 'jobs',
  Internship: 'internships',
  Event: 'events',
};

/** How many of the organiser's other open opportunities the page shows. */
export const MORE_FROM_ORGANISER = 3;

/**
 * The HTML is the same for every visitor (the session lives in the browser), but it carries this
 * response's CSP nonce: a shared cache would hand one nonce to everyone, so only the visitor's own
 * browser keeps it (for a minute, then stale while it refreshes). The server's render cache
 * (`apps/api/src/web/page-cache.ts`) swaps in a fresh nonce on every hit, so it keeps it too.
 */
export const PAGE_CACHE_CONTROL = 'private, max-age=60, stale-while-revalidate=600';

export interface TouchpointPageData {
  touchpoint: Touchpoint;
  /** The description, sanitised again for this render. */
  descriptionHtml: string;
  /** The meta description: the touchpoint's own, else the start of its text. */
  summary: string;
  /** The page's JSON-LD, ready to print inside a script element; null when there is none. */
  jsonLd: string | null;
  /** The organiser's other open opportunities (what their cards show); null when they could not load. */
  more: TouchpointCardData[] | null;
  /** The page's absolute address, for sharing. */
  pageUrl: string;
  /** The admin console's preview of a submission: no view is counted. */
  preview?: boolean;
}

const otherOpportunities = async (
  call: ReturnType<typeof serverApi>,
  touchpoint: Touchpoint,
): Promise<TouchpointCardData[] | null> => {
  try {
    const document = await call(listTouchpointsContract, {
      query: {
        creatable_for_ids: [touchpoint.attributes.creatable_for.id],
        per_page: MORE_FROM_ORGANISER + 1,
        sort_by: 'created_at',
        sort_order: 'desc',
      },
    });
    return document.data
      .filter((other) => other.id !== touchpoint.id && !other.attributes.isExpired)
      .slice(0, MORE_FROM_ORGANISER)
      .map(toCardData);
  } catch {
    return null;
  }
};

/**
 * A job, internship or event page: the touchpoint (404 when it has no public page), its
 * description sanitised again, its structured data and the organiser's other opportunities. A
 * touchpoint opened under another type's path moves there for good (301).
 */
export const loadTouchpointPage = async (
  request: Request,
  context: AppLoadContext | undefined,
  id: string | undefined,
) => {
  const call = serverApi(context);
  let touchpoint: Touchpoint;
  try {
    touchpoint = (await call(getTouchpointContract, { params: { id: id ?? '' } })).data;
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) {
      throw data(null, { status: 404 });
    }
    throw error;
  }
  const url = new URL(request.url);
  const section = SECTION_OF[touchpoint.attributes.touchpointable_type];
  const path = `/${section}/${touchpoint.id}`;
  if (url.pathname !== path) throw redirect(path, 301);

  const descriptionHtml = sanitizeDescription(touchpoint.attributes.description);
  const text = plainText(descriptionHtml);
  const summary = shortSummary(touchpoint.attributes.meta_description?.trim() || text);
  const jsonLd = touchpointJsonLd(touchpoint, {
    origin: url.origin,
    descriptionHtml,
    summary: text || summary,
  });
  const more = await otherOpportunities(call, touchpoint);
  return data<TouchpointPageData>(
    {
      touchpoint,
      descriptionHtml,
      summary,
      jsonLd: jsonLd ? serializeJsonLd(jsonLd) : null,
      more,
      pageUrl: `${url.origin}${path}`,
    },
    { headers: { 'Cache-Control': PAGE_CACHE_CONTROL } },
  );
};
