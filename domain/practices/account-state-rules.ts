import { DomainError, MESSAGES } from '../shared/errors';
import type { PracticeState } from './practice-decider';

/**
 * Practice account states (spec point 4): which practice actions a blocked practice, a practice on
 * credit hold or a deactivated location may still take. The command API enforces it in one place
 * (command-api/lib/practice-guard.ts); every route of a listed action calls that guard.
 */
export const RESTRICTED_ACTIONS = [
  'cancel access request',
  'create patient profile',
  'create prescription',
  'delete patient profile',
  'update patient profile',
  'update prescription',
  'update custom e-mail display name',
  'update prescription expiry',
  'update prescription nickname',
  'send access request',
  'send patient invite',
  'start order',
  'submit order',
] as const;

export const ALWAYS_ALLOWED_ACTIONS = [
  'edit account information',
  'edit e-mail address',
  'edit password',
  'edit practice information',
  'search patient profile',
  'update default prescription expiry',
  'update pricing strategy',
] as const;

export type RestrictedAction = (typeof RESTRICTED_ACTIONS)[number];
export type AllowedAction = (typeof ALWAYS_ALLOWED_ACTIONS)[number];
export type PracticeAction = RestrictedAction | AllowedAction;

export const isRestricted = (action: PracticeAction): action is RestrictedAction =>
  (RESTRICTED_ACTIONS as readonly string[]).includes(action);

export const LOCATION_DEACTIVATED_MESSAGE =
  'This location is deactivated, so patient profiles, prescriptions, invites, access requests, orders and the e-mail display name cannot be changed. Contact support to reactivate it.';

/**
 * The refusal for `action` in this practice state, or undefined when it is allowed. A blocked
 * practice (447) and a practice on credit hold (448) refuse the same actions as a deactivated
 * location (decision D-log); the three are checked in that order.
 */
export function practiceRefusal(
  state: Pick<PracticeState, 'blocked' | 'creditHold' | 'deactivatedLocations'>,
  action: PracticeAction,
  locationId?: string,
): DomainError | undefined {
  if (!isRestricted(action)) return undefined;
  if (state.blocked) return new DomainError('practice_blocked', 'PRACTICE_BLOCKED', MESSAGES.practiceBlocked);
  if (state.creditHold) return new DomainError('credit_hold', 'CREDIT_ON_HOLD', MESSAGES.creditOnHold);
  if (locationId && state.deactivatedLocations.includes(locationId)) {
    return new DomainError('forbidden', 'LOCATION_DEACTIVATED', LOCATION_DEACTIVATED_MESSAGE);
  }
  return undefined;
}
