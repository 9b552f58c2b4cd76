import { type CartState, cartDecider } from '../../../domain/ordering/cart-decider';
import { type CartEvent, cartStream, type OrderSummaryCents } from '../../../domain/ordering/events';
import type { CommandCall } from '../../lib/command-route';
import type { CommandContext } from '../../lib/context';
import { cartContext, cartReplyOf } from './cart-access';

/**
 * One cart step: access check, read → decide → append with the expected version (re-decided on
 * a conflict), reply with the cart's new summary. `decide` gets the folded state and the
 * summary function (tax state and shipping flag resolved). `step` scopes the Idempotency-Key.
 */
export async function runCartStep(
  { claims, handle }: Pick<CommandCall<unknown>, 'claims' | 'handle'>,
  ctx: CommandContext,
  cartId: string,
  step: string,
  decide: (state: CartState, tools: { summaryOf: (s: CartState) => OrderSummaryCents; freeShippingRule: boolean; now: Date }) => CartEvent[],
) {
  const { summaryOf, freeShippingRule } = await cartContext(ctx.store, claims, cartId);
  const now = new Date();
  let after: CartState | undefined;
  const { result } = await handle(
    cartStream(cartId),
    cartDecider,
    (state) => {
      const events = decide(state, { summaryOf, freeShippingRule, now });
      after = events.reduce((s, e) => cartDecider.evolve(s, { ...e, metadata: { occurredAt: now.toISOString() } }), state);
      return events;
    },
    { step },
  );
  // A replayed retry decided nothing now: the cart as it is answers.
  const state = after ?? (await cartContext(ctx.store, claims, cartId)).cart;
  return cartReplyOf(state, summaryOf(state), result?.position ?? null);
}
