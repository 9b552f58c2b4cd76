import type { AccessClaims } from '../../domain/identity/access-token';
import { foundLocation, locationScope, type PracticeLocation } from '../../domain/practices/location-scope';
import type { EventStore } from '../../infra/event-store/port';
import { loadPracticeState } from './practice-guard';

/**
 * The location a practice-side command is for (decision D-091): Staff only their own location
 * (another id → 403); the practice administrator any location of the practice, by default the
 * practice's first. An id outside the practice → 404 LOCATION_NOT_FOUND.
 */
export async function locationForCommand(store: EventStore, claims: AccessClaims, requested: string | undefined): Promise<PracticeLocation> {
  const scope = locationScope(claims, requested, 'change');
  if (scope.fixed) return { practiceId: scope.practiceId, locationId: scope.locationId };
  const state = await loadPracticeState(store, scope.practiceId);
  const locationId = scope.locationId ?? state.locations[0];
  return foundLocation(scope.practiceId, locationId, !!locationId && state.locations.includes(locationId));
}
