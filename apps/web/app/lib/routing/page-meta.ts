import i18next from 'i18next';
import type { MetaDescriptor } from 'react-router';

/** The root loader's data that pages need for absolute URLs. */
export interface RootData {
  origin: string;
  /** The error-reporting service's DSN when SENTRY_DSN is set (decision 030), else null. */
  error_reporting: { dsn: string; environment: string } | null;
}

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

/** The site's origin (from the root loader), for canonical and Open Graph URLs. */
export const originFromMatches = (matches: readonly (MatchLike | undefined)[]): string => {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
  return root?.origin ?? '';
};

export interface PageMetaOptions {
  title: string;
  description: string;
  /** Path and search of the page's canonical address (`/societies?page=2`). */
  canonicalPath: string;
  origin: string;
  /** Keep search engines off pages with nothing to index (signed-in areas, pages to come). */
  noindex?: boolean;
  image?: string | null;
}

const SITE_NAME = 'Gradway';

/** `<title>`, description, canonical URL and Open Graph tags of a page. */
export const pageMeta = ({
  title,
  description,
  canonicalPath,
  origin,
  noindex = false,
  image,
}: PageMetaOptions): MetaDescriptor[] => {
  const url = `${origin}${canonicalPath}`;
  const descriptors: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
  ];
  if (image) descriptors.push({ property: 'og:image', content: image });
  if (noindex) descriptors.push({ name: 'robots', content: 'noindex' });
  return descriptors;
};

/** A page's title as the tab shows it: '<page> | Gradway'. */
export const documentTitle = (pageTitle: string): string => `${pageTitle} | ${SITE_NAME}`;

/** A route's own title and description from `locales/en/routes.json`. */
export const routeTexts = (routeId: string): { title: string; description: string } => ({
  title: i18next.t(`${routeId}.title`, { ns: 'routes' }),
  description: i18next.t(`${routeId}.description`, { ns: 'routes' }),
});
