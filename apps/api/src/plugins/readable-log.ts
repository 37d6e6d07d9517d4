import type { FastifyInstance } from 'fastify';
import type pino from 'pino';

/**
 * How the server logs. Deployments read JSON lines (one object per event, as pino writes them);
 * a person at a terminal (stdout is a TTY) or in development reads one line per event through
 * pino-pretty, and one line per request (`GET /jobs 200 12 ms`) instead of Fastify's two objects.
 */
export const loggerOptionsFor = (options: {
  level: string;
  readable: boolean;
}): pino.LoggerOptions =>
  options.readable
    ? {
        level: options.level,
        transport: {
          target: 'pino-pretty',
          options: {
            singleLine: true,
            translateTime: 'SYS:HH:MM:ss',
            ignore: 'pid,hostname,reqId',
          },
        },
      }
    : { level: options.level };

/** Whether logs should be readable: development, or stdout is a terminal (`npm start` by hand). */
export const wantsReadableLog = (development: boolean, stdout: { isTTY?: boolean }) =>
  development || stdout.isTTY === true;

/** One line per answered request, for the readable log (Fastify's own request logs are off). */
export const registerRequestSummary = (app: FastifyInstance) => {
  app.addHook('onResponse', (request, reply, done) => {
    const line = `${request.method} ${request.url} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (reply.statusCode >= 500) request.log.error(line);
    else request.log.info(line);
    done();
  });
};
