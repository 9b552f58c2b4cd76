import { MESSAGES } from '@domain/shared/errors';
import { ApiError } from '@/lib/api-client';

interface RefusalTexts {
  /** 403: who may make this change. */
  forbidden: string;
  /** Anything else (spec point 8 "Update errors for: …"). */
  fallback: string;
  /** 400 keeps the field messages on the form and says so above it. */
  withFieldErrors?: boolean;
}

/** The text a practice screen shows for a refused change: the account-state refusals (447, 448), 403, else its own fallback. */
export function practiceRefusalMessage(error: unknown, { forbidden, fallback, withFieldErrors = false }: RefusalTexts): string {
  if (error instanceof ApiError) {
    if (withFieldErrors && error.status === 400) return 'Please correct the highlighted fields.';
    if (error.status === 447) return MESSAGES.practiceBlocked;
    if (error.status === 448) return MESSAGES.creditOnHold;
    if (error.status === 403) return forbidden;
  }
  return fallback;
}
