import { listDeadJobsContract, retryDeadJobContract } from '@gradway/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db';
import { offsetOf, pagingMeta, resource } from '../../../http/documents';
import { notFound } from '../../../http/http-error';
import { registerRoute } from '../../../http/register-route';
import { recordAuditEntry } from '../../admin/console/admin-audit.service';
import { adminSessionOf, registerAdminAuth } from '../../admin/console/admin-guard';
import {
  closeDeadJob,
  countDeadJobs,
  type DeadJobRow,
  listDeadJobs,
  lockDeadJob,
  originalQueueOf,
} from './dead-jobs.service';
import { enqueueJob } from './jobs';

const DATA_SHOWN = 500;

const errorOf = (output: unknown): string => {
  if (output && typeof output === 'object') {
    const message = (output as { message?: unknown; value?: unknown }).message;
    if (typeof message === 'string' && message) return message;
    const value = (output as { value?: unknown }).value;
    if (typeof value === 'string' && value) return value;
    return JSON.stringify(output).slice(0, DATA_SHOWN);
  }
  return typeof output === 'string' && output ? output : 'Unknown error';
};

const deadJobResource = (row: DeadJobRow) => {
  const data = JSON.stringify(row.data ?? null);
  return resource('admin_dead_job', {
    id: row.id,
    queue: originalQueueOf(row.name),
    data: data.length > DATA_SHOWN ? `${data.slice(0, DATA_SHOWN - 1)}…` : data,
    error: errorOf(row.output),
    failed_at: new Date(row.created_on).toISOString(),
  });
};

/**
 * The admin console's list of background jobs whose every retry failed (the dead letters), and
 * their retry: the same data queued again in the original queue, audited in one transaction.
 */
export const deadJobsRoutes = (app: FastifyInstance, db: Db) =>
  app.register(async (scope) => {
    registerAdminAuth(scope, db);

    registerRoute(scope, listDeadJobsContract, async ({ query }) => {
      const [rows, total] = await Promise.all([
        listDeadJobs(db, {
          limit: query.per_page,
          offset: offsetOf(query.page, query.per_page),
        }),
        countDeadJobs(db),
      ]);
      return {
        data: rows.map(deadJobResource),
        meta: pagingMeta(query.page, query.per_page, total),
      };
    });

    registerRoute(scope, retryDeadJobContract, async ({ params, request }) => {
      const { admin } = adminSessionOf(request);
      const row = await db.transaction(async (tx) => {
        const dead = await lockDeadJob(tx, params.id);
        if (!dead) throw notFound('Job not found');
        const queue = originalQueueOf(dead.name);
        const retriedAs = await enqueueJob(tx, queue, (dead.data ?? {}) as object);
        await closeDeadJob(tx, dead, retriedAs ?? '');
        await recordAuditEntry(tx, admin, {
          action: 'job.retried',
          subjectType: 'Job',
          subjectId: dead.id,
          subjectLabel: queue,
          before: { state: 'failed', error: errorOf(dead.output).slice(0, 200) },
          after: { state: 'queued', job_id: retriedAs },
        });
        return dead;
      });
      return { data: deadJobResource(row) };
    });
  });
