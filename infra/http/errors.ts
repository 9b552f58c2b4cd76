import { z } from 'zod';
import { openApiComponents } from './openapi-components';

/** The error body of every failed request (guide §5). */
export const errorBody = z.object({
  status: z.number().int(),
  error: z.literal(true),
  code: z.string(),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
  /** A rebate claim error (461, spec point 8): claimError true, errorCode from the programme (default 400), eligibility code 0–12 when known. */
  claimError: z.literal(true).optional(),
  errorCode: z.number().int().optional(),
  eligibilityCode: z.number().int().optional(),
});
openApiComponents.add(errorBody, { id: 'ApiError', description: 'The body of every failed request.' });
export type ErrorBody = z.infer<typeof errorBody>;

export function errorReply(status: number, code: string, message: string, fieldErrors?: Record<string, string>): ErrorBody {
  return fieldErrors ? { status, error: true, code, message, fieldErrors } : { status, error: true, code, message };
}

/** Standard error responses every route documents in OpenAPI. */
export const errorResponses = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  409: errorBody,
} as const;
