import type { PracticeAction } from '@domain/practices/account-state-rules';
import { practiceActionRefusalOf, practiceProfileFieldsOf } from '@domain/practices/practice-profile-fields';
import { useSession } from './use-session';

export interface PracticeActionPermission {
  allowed: boolean;
  /** Why not (the command API's own code and message: 447, 448 or LOCATION_DEACTIVATED). */
  code?: string;
  reason?: string;
}

/**
 * Whether the signed-in practice user may take `action` (spec point 4 account states), from the
 * profile's practice fields (/customer/get: isPracticeBlocked, isCreditOnHold,
 * ecpDeactivatedStatus, deactivatedLocationIds) with the same rule table as the server guard.
 * `locationId`: the location acted for (default: the user's own, or the administrator's first).
 * Use it to disable a button and show `reason` beside it; the server still refuses on its own.
 * Outside a practice (patients, CSR) everything is allowed here.
 */
export function usePracticeActionAllowed(action: PracticeAction, locationId?: string | null): PracticeActionPermission {
  const session = useSession();
  const fields = practiceProfileFieldsOf(session?.user);
  if (!fields) return { allowed: true };
  const refusal = practiceActionRefusalOf(fields, action, locationId ?? fields.actingLocationId);
  return refusal ? { allowed: false, code: refusal.code, reason: refusal.message } : { allowed: true };
}
