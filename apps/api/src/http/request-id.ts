import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** A caller's id is kept when it is short and plain (safe in logs); otherwise a new one is made. */
const ACCEPTABLE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export const requestIdOf = (request: IncomingMessage): string => {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ACCEPTABLE_ID.test(given) ? given : randomUUID();
};
