import { z } from 'zod';
import { AUTH_CLIENT_BASE_PATH, AUTH_CLIENT_LOG_PATH } from './auth-constants';
import { defineContract } from './contract';
import { errorResponses } from './documents';

const text = (max: number) => z.string().max(max);

/**
 * A render crash in the web app (spec §1: "The crash is also reported to an error-reporting
 * service"). Without a configured service the app sends it here and the server logs it.
 */
export const ClientErrorBodySchema = z.object({
  client_error: z.object({
    name: text(200),
    message: text(8000),
    stack: text(8000).nullable(),
    component_stack: text(8000).nullable(),
    url: text(2000).nullable(),
    user_agent: text(1000).nullable(),
    occurred_at: z.iso.datetime({ offset: true }),
  }),
});
export type ClientErrorBody = z.infer<typeof ClientErrorBodySchema>;

/** Body limit of the crash report, in bytes. */
export const CLIENT_ERROR_BODY_LIMIT = 32 * 1024;

export const reportClientErrorContract = defineContract({
  method: 'POST',
  path: '/api/v1/client_errors',
  summary: "Report a crash of the web app to the server's log",
  tags: ['client errors'],
  access: 'public',
  body: ClientErrorBodySchema,
  responses: { 204: z.null(), ...errorResponses(400, 413, 429) },
});

export { AUTH_CLIENT_BASE_PATH, AUTH_CLIENT_LOG_PATH };

const parsedText = (value: unknown) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return { message: value };
  }
};

/**
 * What the sign-in client logs: a level, an error code and its message. A beacon may send it as
 * JSON or as plain text (a text body that is not JSON is taken as the message).
 */
export const AuthClientLogBodySchema = z.preprocess(
  parsedText,
  z.object({
    level: z.enum(['error', 'warn', 'debug']).default('error'),
    code: text(200).default('CLIENT_ERROR'),
    message: text(8000),
    url: text(2000).nullish(),
  }),
);
export type AuthClientLogBody = z.input<typeof AuthClientLogBodySchema>;

export const logAuthClientErrorContract = defineContract({
  method: 'POST',
  path: AUTH_CLIENT_LOG_PATH,
  summary: 'Log an error of the sign-in client (by beacon or POST)',
  tags: ['client errors'],
  access: 'public',
  body: AuthClientLogBodySchema,
  responses: { 204: z.null(), ...errorResponses(400, 413, 429) },
});
