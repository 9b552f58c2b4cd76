import type { AccessClaims } from '../../../domain/identity/access-token';
import { type PricingEvent, pricingStream } from '../../../domain/pricing/events';
import { PRICING_MESSAGES } from '../../../domain/pricing/messages';
import { DEFAULT_PRICING, type PricingConfig } from '../../../domain/pricing/price-calculator';
import { type PricingState, pricingConfigOf, pricingDecider } from '../../../domain/pricing/pricing-decider';
import { fold } from '../../../domain/shared/decider';
import { DomainError } from '../../../domain/shared/errors';
import type { EventStore } from '../../../infra/event-store/port';
import { loadPracticeState } from '../../lib/practice-guard';

/**
 * Whose pricing a command may change (D-153): Staff their own location (another location of the
 * practice → 403); the practice administrator any location of the practice (default: the first);
 * a CSR only inside an impersonation (the token is then the user's). A location outside the
 * caller's practice → 404, with no hint that it exists.
 */
export async function pricingLocationForCommand(store: EventStore, claims: AccessClaims, requested: string | undefined): Promise<{ practiceId: string; locationId: string }> {
  const practiceId = claims.practiceId;
  if (!practiceId) throw new DomainError('forbidden', 'FORBIDDEN', 'This account is not attached to a practice.');
  const practice = await loadPracticeState(store, practiceId);
  if (claims.customerGroup === 'Staff') {
    if (!claims.locationId) throw new DomainError('forbidden', 'FORBIDDEN', 'This account is not attached to a practice location.');
    if (requested && requested !== claims.locationId) {
      if (practice.locations.includes(requested)) throw new DomainError('forbidden', 'FORBIDDEN', PRICING_MESSAGES.staffOwnLocation);
      throw new DomainError('not_found', 'LOCATION_NOT_FOUND', PRICING_MESSAGES.locationNotFound);
    }
    return { practiceId, locationId: claims.locationId };
  }
  const locationId = requested ?? claims.locationId ?? practice.locations[0];
  if (!locationId || !practice.locations.includes(locationId)) throw new DomainError('not_found', 'LOCATION_NOT_FOUND', PRICING_MESSAGES.locationNotFound);
  return { practiceId, locationId };
}

/** A location's pricing, folded from its own stream (no read-model lag). */
export async function loadPricingState(store: EventStore, locationId: string): Promise<PricingState> {
  const { events } = await store.readStream(pricingStream(locationId));
  return fold(pricingDecider, events as unknown as PricingEvent[]);
}

/** What prices a location's cart lines today; no location (or no pricing yet) → suggested pricing. */
export async function loadPricingConfig(store: EventStore, locationId: string | null | undefined): Promise<PricingConfig> {
  if (!locationId) return DEFAULT_PRICING;
  return pricingConfigOf(await loadPricingState(store, locationId));
}
