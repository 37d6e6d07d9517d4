import { getHealthContract, getReadinessContract } from '@gradway/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db';
import { registerRoute } from '../../../http/register-route';

/** How long readiness waits for the database's answer before calling it unavailable. */
export const READINESS_TIMEOUT_MS = 1000;

const pingWithin = async (database: Database, ms: number): Promise<boolean> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((done) => {
    timer = setTimeout(() => done(false), ms);
  });
  try {
    return await Promise.race([database.ping().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
};

export const healthRoutes = (app: FastifyInstance, database: Database) => {
  registerRoute(app, getHealthContract, () => ({ status: 'ok' as const }));

  registerRoute(app, getReadinessContract, async ({ reply }) => {
    if (await pingWithin(database, READINESS_TIMEOUT_MS)) {
      return { status: 'ok' as const, database: 'ok' as const };
    }
    reply.code(503).header('retry-after', '2');
    return { status: 'unavailable' as const, database: 'unavailable' as const };
  });
};
