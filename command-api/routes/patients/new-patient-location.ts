import type { AccessClaims } from '../../../domain/identity/access-token';
import { practiceIdOf } from '../../../domain/identity/access-token';
import { DomainError } from '../../../domain/shared/errors';
import type { CommandContext } from '../../lib/context';
import { loadPractice } from '../../lib/load-location';
import { assertPracticeAllows } from '../../lib/practice-guard';
import type { PracticeAction } from '../../../domain/practices/account-state-rules';

/**
 * Where new patients go (create, PMS import): the requested location, else the caller's, else the
 * practice's first; it must be one of the practice's (400 INVALID_LOCATION). Staff act for their own
 * location only, the practice administrator for any of the practice's (403 `staffOnly`). Then the
 * practice guard for each of `actions` at that location.
 */
export async function newPatientLocation(
  ctx: CommandContext,
  claims: AccessClaims,
  requested: string | undefined,
  opts: { staffOnly: string; actions: readonly PracticeAction[] },
): Promise<{ practiceId: string; locationId: string }> {
  const practiceId = practiceIdOf(claims);
  const practice = await loadPractice(ctx.store, practiceId);
  const locationId = requested ?? claims.locationId ?? practice?.locations[0]?.locationId;
  if (!practice || !locationId || !practice.locations.some((l) => l.locationId === locationId)) {
    throw new DomainError('validation', 'INVALID_LOCATION', 'Choose one of your practice locations.');
  }
  if (claims.customerGroup === 'Staff' && claims.locationId && locationId !== claims.locationId) {
    throw new DomainError('forbidden', 'FORBIDDEN', opts.staffOnly);
  }
  for (const action of opts.actions) await assertPracticeAllows(ctx, claims, action, locationId);
  return { practiceId, locationId };
}
