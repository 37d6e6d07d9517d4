import { getDevMailboxContract } from '@gradway/domain/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../db';
import { notFound } from '../../../http/http-error';
import { registerRoute } from '../../../http/register-route';
import { devMailboxDocument } from './mailbox.service';
import type { Mailer } from './mailer';

/** Whether an address is this machine's own (127.0.0.0/8, ::1, or IPv4 loopback mapped to IPv6). */
export const isLoopbackAddress = (address: string | undefined): boolean => {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
};

/**
 * Whether the request comes from this machine, by the socket's own address: never a proxy
 * header (`X-Forwarded-For` is whatever the caller wrote). Pages calling the API in process
 * carry their visitor's socket address (`web/api-fetch.ts`).
 */
export const fromThisMachine = (request: FastifyRequest): boolean =>
  isLoopbackAddress(request.raw.socket?.remoteAddress);

/**
 * `GET /api/dev/mailbox`: the outbox, newest first. The route is always registered (every
 * contract has its route), but where the mailbox is closed (production) it answers 404 exactly
 * like an unknown path, so nothing tells that it exists. Open, it still answers only callers on
 * this machine (loopback); anyone else gets the same 404 (decision 006, revised 2026-11-25).
 */
export const mailboxRoutes = (app: FastifyInstance, db: Db, mailer: Mailer) => {
  registerRoute(app, getDevMailboxContract, async ({ query, request }) => {
    if (!mailer.config.mailboxOpen || !fromThisMachine(request)) throw notFound();
    await mailer.settled();
    return devMailboxDocument(db, query.to);
  });
};
