import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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
  await app.register(swaggerUi, { routePrefix: OPENAPI_PATH, staticCSP: true });
};
