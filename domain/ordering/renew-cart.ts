import { CART_IDLE_MS, type CartState } from './cart-decider';
import { assertCartOpen } from './cart-guards';
import type { CartLine, CartRenewed } from './events';

/** RenewCart: restarts an idle (or any open) cart with the current prices; the only step an expired cart takes. */
export function decideRenewCart(cmd: { lines: CartLine[]; now: Date }, state: CartState): CartRenewed[] {
  assertCartOpen(state, cmd.now, { allowExpired: true });
  return [{ type: 'CartRenewed', data: { cartId: state.cartId!, lines: cmd.lines, expiresAt: new Date(cmd.now.getTime() + CART_IDLE_MS).toISOString() } }];
}
