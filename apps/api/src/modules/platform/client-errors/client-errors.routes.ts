import { CLIENT_ERROR_BODY_LIMIT, reportClientErrorContract } from '@gradway/domain/contracts';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../../http/register-route';

/** Crash reports from the web app land in the server log, at error level, with the request id. */
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
};
