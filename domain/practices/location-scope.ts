import type { AccessClaims } from '../identity/access-token';
import { DomainError } from '../shared/errors';

export interface PracticeLocation {
  practiceId: string;
  locationId: string;
}

/** Who may act on which location, before any location is looked up. */
export type LocationScope = (PracticeLocation & { fixed: true }) | { practiceId: string; locationId: string | undefined; fixed: false };

/**
 * The location a practice-side command or read is for (decision D-091), the part that needs no
 * data: Staff are fixed to their own location (another id → 403); the practice administrator may
 * name any location (or none: their own, else the practice's first, which the caller looks up).
 */
export function locationScope(claims: AccessClaims, requested: string | undefined, purpose: 'change' | 'see'): LocationScope {
  const practiceId = claims.practiceId;
  if (!practiceId) throw new DomainError('forbidden', 'FORBIDDEN', 'This account is not attached to a practice.');
  if (claims.customerGroup === 'Staff') {
    if (!claims.locationId) throw new DomainError('forbidden', 'FORBIDDEN', 'This account is not attached to a practice location.');
    if (requested && requested !== claims.locationId) {
      throw new DomainError(
        'forbidden',
        'FORBIDDEN',
        purpose === 'change' ? 'Practice staff can change only their own location. Ask your practice administrator.' : 'Practice staff see only their own location.',
      );
    }
    return { practiceId, locationId: claims.locationId, fixed: true };
  }
  return { practiceId, locationId: requested ?? claims.locationId, fixed: false };
}

/** The administrator's location once looked up: it must be one of the practice's (else 404). */
export function foundLocation(practiceId: string, locationId: string | undefined, inPractice: boolean): PracticeLocation {
  if (!locationId || !inPractice) throw new DomainError('not_found', 'LOCATION_NOT_FOUND', 'This practice has no location with this id.');
  return { practiceId, locationId };
}
