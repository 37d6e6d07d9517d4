/** The XML of sitemaps (sitemaps.org protocol 0.9) and of robots.txt, as text. */

export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** At most this many addresses in one sitemap file (the protocol's limit). */
export const URLS_PER_SITEMAP = 50_000;

const escapeXml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

export interface SitemapEntry {
  /** Absolute address of the page. */
  loc: string;
  lastmod?: Date | null;
}

const lastmodOf = (date: Date | null | undefined) =>
  date ? `<lastmod>${date.toISOString()}</lastmod>` : '';

export const URLSET_OPEN = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NAMESPACE}">\n`;
export const URLSET_CLOSE = '</urlset>\n';

export const urlEntry = ({ loc, lastmod }: SitemapEntry): string =>
  `<url><loc>${escapeXml(loc)}</loc>${lastmodOf(lastmod)}</url>\n`;

/** A sitemap index: the address of every sitemap file. */
export const sitemapIndex = (sitemaps: readonly SitemapEntry[]): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${sitemaps
    .map(
      ({ loc, lastmod }) =>
        `<sitemap><loc>${escapeXml(loc)}</loc>${lastmodOf(lastmod)}</sitemap>\n`,
    )
    .join('')}</sitemapindex>\n`;

/**
 * Signed-in areas (candidates, society managers, recruiters, the admin console), development
 * pages and the API stay out of search engines; everything else may be crawled.
 */
export const DISALLOWED_PATHS = [
  '/candidate',
  '/company/',
  '/recruiter/',
  '/society-profile',
  '/hiring',
  '/messages',
  '/ai/',
  '/logout',
  '/admin',
  '/dev',
  '/api/',
] as const;

export const robotsTxt = (origin: string): string =>
  [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
