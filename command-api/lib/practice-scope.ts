import type { AccessClaims } from '../../domain/identity/access-token';
import { DomainError } from '../../domain/shared/errors';
import type { EventStore } from '../../infra/event-store/port';
import { loadPractice } from './load-location';

/**
 * The practice and location a practice-side user acts for: Staff their own location; the practice
 * administrator their default location, else the practice's first.
 */
export async function practiceScopeOf(store: EventStore, claims: AccessClaims): Promise<{ practiceId: string; locationId: string }> {
  const practiceId = claims.practiceId;
  if (!practiceId) throw new DomainError('forbidden', 'FORBIDDEN', 'This account is not attached to a practice.');
  const practice = await loadPractice(store, practiceId);
  const locationId = claims.locationId ?? practice?.locations[0]?.locationId;
  if (!practice || !locationId) throw new DomainError('forbidden', 'FORBIDDEN', 'This account is not attached to a practice location.');
  return { practiceId, locationId };
}
