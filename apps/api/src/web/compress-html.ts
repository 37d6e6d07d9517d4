import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import {
  brotliCompress,
  constants,
  createBrotliCompress,
  createGzip,
  gzip,
  type ZlibOptions,
} from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type HtmlEncoding = 'br' | 'gzip';

/**
 * Pages are compressed per response (their nonce differs each time), so at fast levels: brotli 4
 * and gzip 6 shrink a page about as much as the top levels for a fraction of the time.
 */
const BROTLI_OPTIONS = {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 4,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
};
const GZIP_OPTIONS: ZlibOptions = { level: 6 };
/** Below this, compressing costs more than it saves. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encoding the browser accepts that the page is sent in (brotli first), if any. */
export const htmlEncodingOf = (request: FastifyRequest): HtmlEncoding | null => {
  const accepted = String(request.headers['accept-encoding'] ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, quality]) => !quality || !/^\s*q=0(\.0*)?\s*$/.test(quality))
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
};

const markEncoded = (reply: FastifyReply, encoding: HtmlEncoding) => {
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
};

/** A whole page, compressed when the browser accepts it. */
export const encodeHtml = async (
  request: FastifyRequest,
  reply: FastifyReply,
  html: Buffer | string,
): Promise<Buffer | string> => {
  reply.header('vary', 'accept-encoding');
  const encoding = htmlEncodingOf(request);
  if (!encoding || Buffer.byteLength(html) < MIN_BYTES) return html;
  markEncoded(reply, encoding);
  return encoding === 'br' ? brotli(html, BROTLI_OPTIONS) : gzipAsync(html, GZIP_OPTIONS);
};

/** A streamed page, compressed as it streams when the browser accepts it. */
export const encodeHtmlStream = (
  request: FastifyRequest,
  reply: FastifyReply,
  body: Readable,
): Readable => {
  reply.header('vary', 'accept-encoding');
  const encoding = htmlEncodingOf(request);
  if (!encoding) return body;
  markEncoded(reply, encoding);
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({ ...BROTLI_OPTIONS, flush: constants.BROTLI_OPERATION_FLUSH })
      : createGzip({ ...GZIP_OPTIONS, flush: constants.Z_SYNC_FLUSH });
  body.on('error', (error) => compressor.destroy(error));
  return body.pipe(compressor);
};
