import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { DomainError, type ErrorKind, MESSAGES } from '../../domain/shared/errors';
import { isUnavailableError } from '../db/unavailable';
import { ConcurrencyError } from '../event-store/port';
import { errorReply } from './errors';

const STATUS: Record<ErrorKind, number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rule: 422,
  too_many: 429,
  practice_blocked: 447,
  credit_hold: 448,
  rebate_claim: 461,
};

/** Seconds a client waits before retrying a request that met an unreachable database (503). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 1;

/** Typed errors → HTTP in one place. 5xx never reveal details; bad input is never a 500. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of err.validation) {
        const path = (issue.instancePath || '').replace(/^\//, '').replace(/\//g, '.') || 'body';
        fieldErrors[path] ??= issue.message ?? 'Invalid value';
      }
      return reply.status(400).send(errorReply(400, 'VALIDATION_ERROR', 'The request is invalid.', fieldErrors));
    }
    if (err instanceof ZodError) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of err.issues) fieldErrors[issue.path.join('.') || 'body'] ??= issue.message;
      return reply.status(400).send(errorReply(400, 'VALIDATION_ERROR', 'The request is invalid.', fieldErrors));
    }
    if (err instanceof DomainError) {
      const status = STATUS[err.kind];
      if (err.kind === 'rebate_claim') return reply.status(status).send({ ...errorReply(status, err.code, err.message), ...claimErrorFields(err.details) });
      // A decider's refusal about one field (details.field) is shown next to that field.
      const field = typeof err.details?.field === 'string' ? err.details.field : undefined;
      return reply.status(status).send(errorReply(status, err.code, err.message, field ? { [field]: err.message } : undefined));
    }
    if (err instanceof ConcurrencyError) {
      return reply.status(409).send(errorReply(409, 'CONCURRENCY_CONFLICT', 'The record changed meanwhile; please retry.'));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, unsupported media type…
      return reply.status(status).send(errorReply(status, err.code ?? 'BAD_REQUEST', err.message));
    }
    if (isUnavailableError(err)) {
      // The database is restarting or out of reach: nothing was decided, so the same request may be retried (D-564).
      request.log.warn({ err }, 'backing service unavailable');
      return reply.status(503).header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS)).send(errorReply(503, 'SERVICE_UNAVAILABLE', MESSAGES.somethingWentWrongRetry));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(errorReply(500, 'INTERNAL', MESSAGES.somethingWentWrongRetry));
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(errorReply(404, 'NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`));
  });
}

/** Spec point 8: a rebate claim failure carries claimError true, errorCode (default 400) and the eligibility code when known (issue #15). */
function claimErrorFields(details: Record<string, unknown> | undefined) {
  const errorCode = typeof details?.errorCode === 'number' ? details.errorCode : 400;
  return { claimError: true as const, errorCode, ...(typeof details?.eligibilityCode === 'number' ? { eligibilityCode: details.eligibilityCode } : {}) };
}
