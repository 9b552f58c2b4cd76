import { LINK_TTL_MS, RESET_REQUEST_MIN_INTERVAL_MS } from './account-links';
import type { CustomerState } from './customer-decider';
import type { PasswordResetRequested } from './events';

/**
 * Issues a reset link (valid 1 hour). Any account may reset, including a patient set up by a
 * practice who never set a password. Nothing is issued for an unknown account (the route answers
 * alike either way) nor within a minute of the previous request.
 */
export function decideRequestPasswordReset(command: { resetId: string; now: Date }, state: CustomerState): PasswordResetRequested[] {
  if (!state.exists) return [];
  const last = state.pendingResets[state.pendingResets.length - 1];
  if (last && command.now.getTime() - Date.parse(last.requestedAt) < RESET_REQUEST_MIN_INTERVAL_MS) return [];
  return [
    {
      type: 'PasswordResetRequested',
      data: {
        resetId: command.resetId,
        requestedAt: command.now.toISOString(),
        expiresAt: new Date(command.now.getTime() + LINK_TTL_MS['reset-password']).toISOString(),
      },
    },
  ];
}
