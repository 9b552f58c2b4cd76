import type { AccessClaims } from '../../domain/identity/access-token';
import { type PracticeAction, practiceRefusal } from '../../domain/practices/account-state-rules';
import { type PracticeEvent, practiceStream } from '../../domain/practices/events';
import { type PracticeState, practiceDecider } from '../../domain/practices/practice-decider';
import type { EventStore } from '../../infra/event-store/port';
import { errorBody } from '../../infra/http/errors';
import { foldStream } from './request-store';

/** The practice's current state, folded from its own stream (no read-model lag; in a command request, the request's state). */
export async function loadPracticeState(store: EventStore, practiceId: string): Promise<PracticeState> {
  return (await foldStream<PracticeState, PracticeEvent>(store, practiceStream(practiceId), practiceDecider)).state;
}

/**
 * THE enforcement point of the practice account states (spec point 4): throws 447 (blocked
 * practice), 448 (credit on hold) or 403 LOCATION_DEACTIVATED when `action` is not allowed.
 * `locationId` is the location acted for (defaults to the caller's own location).
 * Accounts outside a practice (patients acting for themselves, CSR) are not restricted.
 */
export async function assertPracticeAllows(
  ctx: { store: EventStore },
  claims: Pick<AccessClaims, 'practiceId' | 'locationId'>,
  action: PracticeAction,
  locationId: string | undefined = claims.locationId,
): Promise<void> {
  if (!claims.practiceId) return;
  const state = await loadPracticeState(ctx.store, claims.practiceId);
  const refusal = practiceRefusal(state, action, locationId);
  if (refusal) throw refusal;
}

/** The 447/448 refusals of the guard (403 is in errorResponses), for the OpenAPI `response` of every guarded route. */
export const practiceStateResponses = { 447: errorBody, 448: errorBody } as const;
/** The statuses of a practice's account state (spec point 8), for `commandRoute({ errors })`. */
export const PRACTICE_STATE_ERRORS = [447, 448] as const;
