import { PRICING_MESSAGES } from '@domain/pricing/messages';
import { MESSAGES } from '@domain/shared/errors';
import { ApiError } from '@/lib/api-client';

/** The detail under the spec's "Pricing strategy could not be updated." (spec point 8). */
export function pricingErrorDetail(error: unknown): string | null {
  if (!(error instanceof ApiError)) return MESSAGES.somethingWentWrongRetry;
  if (error.status === 447) return MESSAGES.practiceBlocked;
  if (error.status === 448) return MESSAGES.creditOnHold;
  const field = Object.values(error.fieldErrors)[0];
  if (field) return field;
  if (error.status >= 500 || error.status === 0) return MESSAGES.somethingWentWrongRetry;
  return error.message || null;
}

export const PRICING_UPDATE_FAILED = PRICING_MESSAGES.updateFailed;
