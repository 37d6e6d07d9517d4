import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyReply {
    /** A fresh random value per response; the web app puts it on every script it renders. */
    scriptNonce: string;
  }
}

type NoncedResponse = ServerResponse & { cspNonce?: string };

const nonceSource = (_request: IncomingMessage, response: ServerResponse) =>
  `'nonce-${(response as NoncedResponse).cspNonce ?? ''}'`;

/**
 * Security headers on every answer, and a strict Content-Security-Policy whose script nonce is new
 * for every response: scripts run only if the server rendered them with the nonce (or a nonced
 * script loaded them), no plugins, no `<base>`, no framing.
 */
export const registerSecurityHeaders = async (
  app: FastifyInstance,
  options: { development: boolean },
) => {
  app.decorateReply('scriptNonce', '');
  app.addHook('onRequest', (_request, reply, done) => {
    const nonce = randomBytes(16).toString('base64');
    reply.scriptNonce = nonce;
    (reply.raw as NoncedResponse).cspNonce = nonce;
    done();
  });
  const { development } = options;
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': [nonceSource, "'strict-dynamic'"],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'font-src': ["'self'", 'data:'],
        // Stylesheets come from the app's own files; style attributes are allowed (components
        // position popovers with them). In development Vite injects <style> elements.
        'style-src': ["'self'", "'unsafe-inline'"],
        'connect-src': development ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
        'frame-src': ["'self'", 'https:'],
        'worker-src': ["'self'", 'blob:'],
        'manifest-src': ["'self'"],
      },
    },
    // The API and the pages are served from one origin; leave cross-origin embedding as default.
    crossOriginEmbedderPolicy: false,
  });
};
