import { z } from 'zod';
import { defineContract } from './contract';

/** Liveness and readiness, for load balancers and orchestrators (not JSON:API documents). */
export const HealthSchema = z.object({ status: z.literal('ok') });
export type Health = z.infer<typeof HealthSchema>;

export const ReadinessSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unavailable']),
});
export type Readiness = z.infer<typeof ReadinessSchema>;

export const getHealthContract = defineContract({
  method: 'GET',
  path: '/healthz',
  summary: 'The process is up',
  tags: ['health'],
  access: 'public',
  responses: { 200: HealthSchema },
});

export const getReadinessContract = defineContract({
  method: 'GET',
  path: '/readyz',
  summary: 'The process can serve requests: the database answered a round trip',
  tags: ['health'],
  access: 'public',
  responses: { 200: ReadinessSchema, 503: ReadinessSchema },
});
