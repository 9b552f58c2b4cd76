import type { AccessClaims } from '../../../domain/identity/access-token';
import { type RewardsEvent, rewardsStream } from '../../../domain/rewards/events';
import { rewardsDecider, type RewardsState } from '../../../domain/rewards/rewards-decider';
import { REWARDS_MESSAGES } from '../../../domain/rewards/rewards-messages';
import { fold } from '../../../domain/shared/decider';
import { DomainError } from '../../../domain/shared/errors';
import type { EventStore } from '../../../infra/event-store/port';
import type { RewardsProgrammePort } from '../../../infra/rewards/port';
import { orderRewardFacts, type OrderRewardFacts } from '../../../infra/rewards/order-facts';
import type { CommandContext } from '../../lib/context';

/** Who works with their own rewards (D-308): the patient (a CSR impersonating them acts as them). */
export const REWARDS_USERS = ['Patient'] as const;

/** The patient the call is for: their own account only; anything else is the same 404 as an unknown order. */
export function ownAccount(claims: AccessClaims, patientAccount: string | undefined): string {
  const account = patientAccount ?? claims.sub;
  if (claims.customerGroup !== 'Patient' || account !== claims.sub) throw new DomainError('not_found', 'VALUE_NOT_FOUND', REWARDS_MESSAGES.orderNotFound);
  return account;
}

export async function loadRewards(store: EventStore, accountNumber: string): Promise<{ state: RewardsState; version: number }> {
  const { events, version } = await store.readStream<RewardsEvent>(rewardsStream(accountNumber));
  return { state: fold(rewardsDecider, events), version };
}

/** The manufacturers' programmes (join and sign in); answers PROGRAMME_UNAVAILABLE when none is configured. */
export function programmeOf(ctx: CommandContext): RewardsProgrammePort {
  if (!ctx.rewards) throw new DomainError('rule', 'PROGRAMME_UNAVAILABLE', REWARDS_MESSAGES.programmeUnavailable);
  return ctx.rewards;
}

/** A programme's manufacturer id from the screens' ?manufacturer= (unique name) or its id; 404 when it runs no programme. */
export async function manufacturerIdOf(ctx: CommandContext, manufacturer: string): Promise<{ manufacturerId: string }> {
  const { rows } = await ctx.sql.query<{ manufacturer_id: string }>('SELECT manufacturer_id FROM rm.catalog_manufacturers WHERE unique_name = $1 OR manufacturer_id = $1', [manufacturer]);
  if (!rows[0]) throw new DomainError('not_found', 'MANUFACTURER_NOT_FOUND', 'No rewards programme by that name.');
  return { manufacturerId: rows[0].manufacturer_id };
}

export type OrderClaimFacts = OrderRewardFacts;

/**
 * The eligibility of a placed order from the source of truth (infra/rewards/order-facts.ts) with
 * the rewards state the caller has just read — what a claim is decided on. Someone else's order is
 * the same 404 as an unknown one.
 */
export async function orderClaimFacts(ctx: CommandContext, accountNumber: string, orderId: string, rewards: RewardsState, now: string): Promise<OrderClaimFacts> {
  const facts = await orderRewardFacts(ctx.store, orderId, async () => rewards, now, async (id) => {
    // An order the fulfilment worker has not touched yet: its cart from the orders read model (it only names the stream).
    const { rows } = await ctx.sql.query<{ cart_id: string }>('SELECT cart_id FROM rm.orders WHERE order_id = $1', [id]);
    return rows[0]?.cart_id;
  });
  if (!facts || facts.checkout.customerAccountNumber !== accountNumber) throw new DomainError('not_found', 'VALUE_NOT_FOUND', REWARDS_MESSAGES.orderNotFound);
  return facts;
}
