import {
  CLIENT_ERROR_BODY_LIMIT,
  logAuthClientErrorContract,
  reportClientErrorContract,
} from '@gradway/domain/contracts';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../../http/register-route';

/**
 * Crash reports from the web app, and the sign-in client's errors (by beacon or POST under its
 * base path, `/api/auth/_log`), land in the server log with the request id.
 */
export const clientErrorsRoutes = (app: FastifyInstance) => {
  registerRoute(
    app,
    reportClientErrorContract,
    async ({ body, request, reply }) => {
      request.log.error({ clientError: body.client_error }, 'The web app crashed in a browser');
      return reply.code(204).send(null);
    },
    { bodyLimit: CLIENT_ERROR_BODY_LIMIT, rateLimit: { max: 20, timeWindow: '1 minute' } },
  );
  registerRoute(
    app,
    logAuthClientErrorContract,
    async ({ body, request, reply }) => {
      const { level, code, message, url } = body;
      const entry = { authClientError: { code, message, url: url ?? null } };
      if (level === 'error') request.log.error(entry, 'The sign-in client reported an error');
      else if (level === 'warn') request.log.warn(entry, 'The sign-in client reported a warning');
      else request.log.debug(entry, 'The sign-in client reported');
      return reply.code(204).send(null);
    },
    { bodyLimit: CLIENT_ERROR_BODY_LIMIT, rateLimit: { max: 20, timeWindow: '1 minute' } },
  );
};
