import type { AccessClaims } from '../../domain/identity/access-token';
import { DomainError } from '../../domain/shared/errors';
import type { EventStore } from '../../infra/event-store/port';
import { loadPracticeState } from './practice-guard';

/**
 * The location a practice-side command is for (decision D-091): Staff only their own location
 * (another id → 403); the practice administrator any location of the practice, by default the
 * practice's first. An id outside the practice → 404 LOCATION_NOT_FOUND.
 */
export async function locationForCommand(
  store: EventStore,
  claims: AccessClaims,
  requested: string | undefined,
): Promise<{ practiceId: string; locationId: string }> {
  const practiceId = claims.practiceId;
  if (!practiceId) throw new DomainError('forbidden', 'FORBIDDEN', 'This account is not attached to a practice.');
  if (claims.customerGroup === 'Staff') {
    if (!claims.locationId) throw new DomainError('forbidden', 'FORBIDDEN', 'This account is not attached to a practice location.');
    if (requested && requested !== claims.locationId) {
      throw new DomainError('forbidden', 'FORBIDDEN', 'Practice staff can change only their own location. Ask your practice administrator.');
    }
    return { practiceId, locationId: claims.locationId };
  }
  const state = await loadPracticeState(store, practiceId);
  const locationId = requested ?? claims.locationId ?? state.locations[0];
  if (!locationId || !state.locations.includes(locationId)) {
    throw new DomainError('not_found', 'LOCATION_NOT_FOUND', 'This practice has no location with this id.');
  }
  return { practiceId, locationId };
}
