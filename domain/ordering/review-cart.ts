import { type CartState } from './cart-decider';
import { assertCartOpen } from './cart-guards';
import type { CartReviewed, OrderSummaryCents } from './events';

/** ReviewCart: records the summary the customer is shown. */
export function decideReviewCart(cmd: { summary: OrderSummaryCents; now: Date }, state: CartState): CartReviewed[] {
  assertCartOpen(state, cmd.now);
  return [{ type: 'CartReviewed', data: { cartId: state.cartId!, summary: cmd.summary } }];
}
