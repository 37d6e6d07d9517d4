import type { Db } from '../../../db';
import {
  SITEMAP_SECTIONS,
  type SitemapRow,
  type SitemapSection,
  sectionChunk,
  sectionFileStarts,
} from './sitemap.repository';
import { URLSET_CLOSE, URLSET_OPEN, urlEntry } from './sitemap-xml';

export { SITEMAP_SECTIONS, type SitemapSection };

const TOUCHPOINT_SECTIONS: Record<string, string> = {
  Job: 'jobs',
  Internship: 'internships',
  Event: 'events',
};

const pathOf = (section: SitemapSection, row: SitemapRow): string => {
  switch (section) {
    case 'companies':
      return `/companies/${row.key}`;
    case 'societies':
      return `/societies/${row.key}`;
    case 'universities':
      return `/universities/${row.key}/societies`;
    case 'touchpoints':
      return `/${TOUCHPOINT_SECTIONS[row.key] ?? 'jobs'}/${row.id}`;
    case 'search_pages':
      return `/${row.key}`;
  }
};

/**
 * The sitemap files of the public sections: where each file starts (the split of a section into
 * files of `perFile` pages, reused for `cacheMs`) and one file's XML, streamed from keyset reads
 * of `chunkSize` pages.
 */
export const sitemapFiles = (
  db: Db,
  { perFile, chunkSize, cacheMs }: { perFile: number; chunkSize: number; cacheMs: number },
) => {
  const starts = new Map<SitemapSection, { ids: Promise<string[]>; expires: number }>();

  const fileStarts = (section: SitemapSection): Promise<string[]> => {
    const cached = starts.get(section);
    if (cached && cached.expires > Date.now()) return cached.ids;
    const ids = sectionFileStarts(db, section, perFile);
    starts.set(section, { ids, expires: Date.now() + cacheMs });
    ids.catch(() => starts.delete(section));
    return ids;
  };

  async function* sectionFile(
    origin: string,
    section: SitemapSection,
    from: string,
    before: string | null,
  ) {
    yield URLSET_OPEN;
    let after: string | undefined;
    let left = perFile;
    while (left > 0) {
      const rows = await sectionChunk(
        db,
        section,
        { from, after, before },
        Math.min(chunkSize, left),
      );
      if (rows.length === 0) break;
      yield rows
        .map((row) => urlEntry({ loc: `${origin}${pathOf(section, row)}`, lastmod: row.updatedAt }))
        .join('');
      left -= rows.length;
      after = rows[rows.length - 1]?.id;
      if (rows.length < chunkSize) break;
    }
    yield URLSET_CLOSE;
  }

  return { fileStarts, sectionFile };
};
