import { z } from 'zod';
import { defineContract } from './contract';
import { singletonDocumentSchema } from './documents';

const count = z.number().int().nonnegative();

/** The headline counts (spec section 3, Config). The app rounds them down to thousands. */
export const ConfigDocumentSchema = singletonDocumentSchema('config', {
  jobs_count: count,
  opportunity_count: count,
  company_count: count,
});
export type ConfigDocument = z.infer<typeof ConfigDocumentSchema>;

export const getConfigContract = defineContract({
  method: 'GET',
  path: '/api/v1/config',
  summary: 'Headline counts of jobs, opportunities and companies',
  tags: ['config'],
  access: 'public',
  responses: { 200: ConfigDocumentSchema },
});
