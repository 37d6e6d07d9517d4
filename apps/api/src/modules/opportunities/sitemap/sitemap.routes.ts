import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../../db';
import { originOf } from '../../../web/api-fetch';
import { SITEMAP_SECTIONS, type SitemapSection, sitemapFiles } from './sitemap.service';
import {
  robotsTxt,
  sitemapIndex,
  URLS_PER_SITEMAP,
  URLSET_CLOSE,
  URLSET_OPEN,
  urlEntry,
} from './sitemap-xml';

export interface SitemapOptions {
  /** Pages per sitemap file (50,000, the protocol's limit). */
  urlsPerFile?: number;
  /** Pages read per query while a file streams. */
  chunkSize?: number;
  /** How long the split of each section into files is reused. */
  cacheMs?: number;
}

/** Pages that always exist: the home page and the directories. */
const FIXED_PATHS = ['/', '/companies', '/societies', '/universities'];

const FILE_PATTERN = new RegExp(
  `^(pages|${SITEMAP_SECTIONS.join('|')})(?:-([1-9][0-9]{0,5}))?\\.xml$`,
);

/** Crawlers may reuse an answer for 10 minutes; the site changes slowly enough. */
const CACHE_CONTROL = 'public, max-age=600';

const sendXml = (reply: FastifyReply, body: string | Readable) =>
  reply.type('application/xml; charset=utf-8').header('cache-control', CACHE_CONTROL).send(body);

/**
 * `GET /sitemap.xml` (an index of every sitemap file), `GET /sitemaps/<section>-<n>.xml` (the
 * public pages of one section, at most 50,000 to a file, streamed from keyset reads) and
 * `GET /robots.txt` (which points at the index and keeps crawlers out of signed-in areas).
 * Addresses use the request's origin, as the pages' canonical URLs do.
 */
export const sitemapRoutes = (app: FastifyInstance, db: Db, options: SitemapOptions = {}) => {
  const perFile = options.urlsPerFile ?? URLS_PER_SITEMAP;
  const chunkSize = Math.min(options.chunkSize ?? 5_000, perFile);
  const cacheMs = options.cacheMs ?? 5 * 60_000;
  const { fileStarts, sectionFile } = sitemapFiles(db, { perFile, chunkSize, cacheMs });

  const config = { access: 'public' as const };
  const schema = { hide: true };

  app.get('/sitemap.xml', { config, schema }, async (request, reply) => {
    const origin = originOf(request);
    const files = [`${origin}/sitemaps/pages.xml`];
    for (const section of SITEMAP_SECTIONS) {
      const ids = await fileStarts(section);
      ids.forEach((_, index) => {
        files.push(`${origin}/sitemaps/${section}-${index + 1}.xml`);
      });
    }
    return sendXml(reply, sitemapIndex(files.map((loc) => ({ loc }))));
  });

  app.get<{ Params: { file: string } }>(
    '/sitemaps/:file',
    { config, schema },
    async (request, reply) => {
      const origin = originOf(request);
      const match = FILE_PATTERN.exec(request.params.file);
      const notFound = () => reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      if (!match) return notFound();
      const [, name, number] = match;
      if (name === 'pages') {
        if (number) return notFound();
        return sendXml(
          reply,
          `${URLSET_OPEN}${FIXED_PATHS.map((path) => urlEntry({ loc: `${origin}${path}` })).join('')}${URLSET_CLOSE}`,
        );
      }
      const section = name as SitemapSection;
      const ids = await fileStarts(section);
      const index = Number(number ?? 1) - 1;
      const from = ids[index];
      if (!from) return notFound();
      return sendXml(
        reply,
        Readable.from(sectionFile(origin, section, from, ids[index + 1] ?? null)),
      );
    },
  );

  app.get('/robots.txt', { config, schema }, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(originOf(request))),
  );
};
