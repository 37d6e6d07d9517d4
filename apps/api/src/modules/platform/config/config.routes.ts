import { getConfigContract } from '@gradway/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db';
import { registerRoute } from '../../../http/register-route';
import { createConfigService } from './config.service';

export const configRoutes = (app: FastifyInstance, db: Db, options: { cacheMs?: number } = {}) => {
  const service = createConfigService(db, options.cacheMs);
  registerRoute(app, getConfigContract, async () => {
    const counts = await service.headlineCounts();
    return {
      data: {
        type: 'config' as const,
        attributes: {
          jobs_count: counts.jobs,
          opportunity_count: counts.opportunities,
          company_count: counts.companies,
        },
      },
    };
  });
};
