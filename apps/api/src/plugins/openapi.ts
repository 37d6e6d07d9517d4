import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, onSendAsyncHookHandler, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { addRouteHook } from '../http/route-hooks';

export const OPENAPI_PATH = '/api/docs';

/**
 * The OpenAPI description, generated from the routes' contract schemas, with a browsable page at
 * `/api/docs` and the JSON at `/api/docs/json`.
 */
export const registerOpenApi = async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Gradway API',
        description:
          'Jobs, internships and events for students and graduates, student societies and recruiters. ' +
          'Answers are JSON:API-style documents; failures answer `{error, alert?, fields?}`. ' +
          'Signed-in calls send the `X-User-Email` and `X-User-Token` headers.',
        version: '1',
      },
      components: {
        securitySchemes: {
          userEmail: { type: 'apiKey', in: 'header', name: 'X-User-Email' },
          userToken: { type: 'apiKey', in: 'header', name: 'X-User-Token' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  // The app's own strict policy (plugins/security.ts) stays on the docs page: its script tags get
  // the response's nonce instead of a weaker policy of the plugin's. A hook on the docs' own
  // routes only (added as each is declared).
  const nonced: onSendAsyncHookHandler = async (_request, reply, payload) => {
    if (typeof payload !== 'string') return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
    return withScriptNonce(payload, reply.scriptNonce);
  };
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith(OPENAPI_PATH)) return;
    addRouteHook(route, 'onSend', nonced);
  });
  await app.register(swaggerUi, { routePrefix: OPENAPI_PATH, staticCSP: false });
};

/** Puts the nonce on every `<script` tag of a page the app did not render itself. */
export const withScriptNonce = (html: string, nonce: string) =>
  html.replaceAll(/<script(?=[\s>])/g, `<script nonce="${nonce}"`);
