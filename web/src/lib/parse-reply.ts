import type { z } from 'zod';
import { MESSAGES } from '@domain/shared/errors';
import { ApiError } from './api-client';

/**
 * Checks a reply against its shared contract schema (domain/<context>/api-schemas.ts) and returns
 * the typed value; a reply that does not match is a server fault the user can only retry.
 */
export function parseReply<S extends z.ZodType>(schema: S, reply: unknown, message: string = MESSAGES.somethingWentWrongRetry): z.output<S> {
  const parsed = schema.safeParse(reply);
  if (!parsed.success) throw new ApiError(500, 'INVALID_REPLY', message);
  return parsed.data;
}
