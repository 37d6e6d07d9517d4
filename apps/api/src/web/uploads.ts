import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Uploaded files (stored under random names) at `/uploads/`: never sniffed as another type and
 * never run as a page, whatever their content.
 */
export const registerUploads = async (app: FastifyInstance, uploadsDir: string) => {
  mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    setHeaders: (response, path) => {
      response.setHeader('x-content-type-options', 'nosniff');
      response.setHeader('content-security-policy', "default-src 'none'; sandbox");
      response.setHeader('cache-control', 'public, max-age=86400');
      // Documents (CVs) download rather than open in the browser.
      if (path.endsWith('.pdf')) response.setHeader('content-disposition', 'attachment');
    },
  });
};
