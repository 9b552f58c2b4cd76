import type { FastifyRequest } from 'fastify';
import type { CartState } from '../../../domain/ordering/cart-decider';
import { cartDecider } from '../../../domain/ordering/cart-decider';
import { type CartEvent, cartStream, type OrderSummaryCents } from '../../../domain/ordering/events';
import { requireClaims } from '../../../infra/http/auth';
import type { CommandContext } from '../../lib/context';
import { handleCommand } from '../../lib/handle-command';
import { idempotencyKeyOf, metadataFor } from '../../lib/metadata';
import { cartContext, cartReplyOf } from './cart-access';

/**
 * One cart step: access check, read → decide → append with the expected version (re-decided on
 * a conflict), reply with the cart's new summary. `decide` gets the folded state and the
 * summary function (tax state and shipping flag resolved).
 */
export async function runCartStep(
  ctx: CommandContext,
  request: FastifyRequest,
  cartId: string,
  step: string,
  decide: (state: CartState, tools: { summaryOf: (s: CartState) => OrderSummaryCents; freeShippingRule: boolean; now: Date }) => CartEvent[],
) {
  const claims = requireClaims(request);
  const { summaryOf, freeShippingRule } = await cartContext(ctx.store, claims, cartId);
  const now = new Date();
  let after: CartState | undefined;
  const { result } = await handleCommand(
    ctx.store,
    cartStream(cartId),
    cartDecider,
    (state) => {
      const events = decide(state, { summaryOf, freeShippingRule, now });
      after = events.reduce((s, e) => cartDecider.evolve(s, { ...e, metadata: { occurredAt: now.toISOString() } } as unknown as CartEvent), state);
      return events;
    },
    { metadata: metadataFor(request), idempotencyKey: idempotencyKeyOf(request, step) },
  );
  const state = after!;
  return cartReplyOf(state, summaryOf(state), result?.position ?? null);
}
