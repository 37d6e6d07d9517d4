import type { ErrorDocument } from '@gradway/domain/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { reportServerError as reportToService } from '../modules/platform/error-reporting/error-reporting';
import { isDatabaseUnreachable } from './database-errors';
import { ERROR_MESSAGES, HttpError } from './http-error';

/** An unexpected failure goes to the error-reporting service too, with the request id. */
const reportServerError = (error: unknown, request: FastifyRequest) =>
  reportToService(error, {
    id: request.id,
    method: request.method,
    url: request.url,
    routeUrl: request.routeOptions.url,
  });

/** Seconds a client should wait before retrying while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

type Fields = NonNullable<ErrorDocument['fields']>;

const PART_NAMES: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

const validationFields = (error: FastifyError): Fields =>
  (error.validation ?? []).map((issue) => {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const property =
      typeof issue.params?.missingProperty === 'string' ? issue.params.missingProperty : '';
    return {
      path: path || property || PART_NAMES[error.validationContext ?? ''] || 'request',
      message: issue.message ?? 'is invalid',
    };
  });

interface Answer {
  status: number;
  document: ErrorDocument;
  headers?: Record<string, string>;
}

const answerFor = (error: FastifyError | Error, request: FastifyRequest): Answer => {
  if (error instanceof HttpError) {
    return { status: error.statusCode, document: error.document, headers: { ...error.headers } };
  }
  const fastifyError = error as FastifyError;
  if (hasZodFastifySchemaValidationErrors(error) || fastifyError.validation) {
    const fields = validationFields(fastifyError);
    const summary = fields.map((field) => `${field.path}: ${field.message}`).join('; ');
    return {
      status: 400,
      document: { error: `${ERROR_MESSAGES.invalidInput}: ${summary}`, fields },
    };
  }
  if (isDatabaseUnreachable(error)) {
    request.log.warn({ err: error }, 'database unreachable');
    return {
      status: 503,
      document: { error: ERROR_MESSAGES.databaseUnavailable },
      headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
    };
  }
  if (isResponseSerializationError(error)) {
    request.log.error(
      { err: error, issues: error.cause.issues },
      'answer does not fit its contract',
    );
    reportServerError(error, request);
    return { status: 500, document: { error: ERROR_MESSAGES.internal } };
  }
  const status = fastifyError.statusCode ?? 500;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, document: { error: ERROR_MESSAGES.payloadTooLarge } };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, document: { error: ERROR_MESSAGES.unsupportedMediaType } };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, document: { error: ERROR_MESSAGES.invalidJson } };
  }
  if (status === 429) return { status, document: { error: ERROR_MESSAGES.tooManyRequests } };
  if (status === 413) return { status, document: { error: ERROR_MESSAGES.payloadTooLarge } };
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (malformed requests) carry safe, short messages.
    return { status, document: { error: error.message || ERROR_MESSAGES.invalidInput } };
  }
  request.log.error({ err: error }, 'unexpected failure');
  reportServerError(error, request);
  return { status: 500, document: { error: ERROR_MESSAGES.internal } };
};

/** Sends an error document without going through a route's response schema. */
export const sendError = (reply: FastifyReply, answer: Answer) => {
  reply.code(answer.status);
  for (const [name, value] of Object.entries(answer.headers ?? {})) reply.header(name, value);
  return reply
    .type('application/json; charset=utf-8')
    .serializer((payload: unknown) => JSON.stringify(payload))
    .send(answer.document);
};

/**
 * Every failure answers the spec's error shape `{error, alert?, fields?}` with the right status;
 * an unexpected failure is logged and answered with a generic message, never its own text.
 */
export const registerErrorHandling = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) =>
    sendError(reply, answerFor(error, request)),
  );
};

/** Unknown `/api/*` paths (and anything else nothing serves) answer a JSON 404. */
export const notFoundHandler = (_request: FastifyRequest, reply: FastifyReply) =>
  sendError(reply, { status: 404, document: { error: ERROR_MESSAGES.notFound } });
