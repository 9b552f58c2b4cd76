import type { AccessClaims } from '../../../domain/identity/access-token';
import { type PricingEvent, pricingStream } from '../../../domain/pricing/events';
import { PRICING_MESSAGES } from '../../../domain/pricing/messages';
import { DEFAULT_PRICING, type PricingConfig } from '../../../domain/pricing/price-calculator';
import { evolvePricing, type PricingState, pricingConfigOf, pricingDecider } from '../../../domain/pricing/pricing-decider';
import { DomainError } from '../../../domain/shared/errors';
import type { EventStore } from '../../../infra/event-store/port';
import type { CommandCall } from '../../lib/command-route';
import type { CommandContext } from '../../lib/context';
import { assertPracticeAllows, loadPracticeState, PRACTICE_STATE_ERRORS } from '../../lib/practice-guard';
import { foldStream } from '../../lib/request-store';

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

/** A location's pricing, folded from its own stream (no read-model lag; in a command request, the request's state). */
export async function loadPricingState(store: EventStore, locationId: string): Promise<PricingState> {
  return (await foldStream<PricingState, PricingEvent>(store, pricingStream(locationId), pricingDecider)).state;
}

/** What prices a location's cart lines today; no location (or no pricing yet) → suggested pricing. */
export async function loadPricingConfig(store: EventStore, locationId: string | null | undefined): Promise<PricingConfig> {
  if (!locationId) return DEFAULT_PRICING;
  return pricingConfigOf(await loadPricingState(store, locationId));
}

/** The route definition every pricing command shares (Staff: their location; Practice: any of theirs). */
export const PRICING_COMMAND = { tags: ['pricing'], auth: ['Staff', 'Practice'] as const, errors: PRACTICE_STATE_ERRORS };

/** The location a pricing command changes (`pricingLocationForCommand`), once the practice guard allows "update pricing strategy" there. */
export async function pricingLocationForChange(ctx: CommandContext, claims: AccessClaims, requested: string | undefined): Promise<{ practiceId: string; locationId: string }> {
  const target = await pricingLocationForCommand(ctx.store, claims, requested);
  await assertPracticeAllows(ctx, claims, 'update pricing strategy', target.locationId);
  return target;
}

/** Decides on the location's pricing stream and answers the pricing after it too (the set and favorites replies list it). */
export async function changePricing(
  call: Pick<CommandCall<unknown>, 'handle'>,
  locationId: string,
  decide: (state: PricingState) => PricingEvent[],
  step: string,
): Promise<{ position: number | null; after: PricingState | undefined }> {
  let after: PricingState | undefined;
  const { result } = await call.handle(
    pricingStream(locationId),
    pricingDecider,
    (state) => {
      const events = decide(state);
      after = events.reduce(evolvePricing, state);
      return events;
    },
    { step },
  );
  return { position: result?.position ?? null, after };
}
