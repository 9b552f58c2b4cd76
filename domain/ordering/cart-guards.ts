import { DomainError } from '../shared/errors';
import { type CartState, isCartExpired, isCheckoutPending } from './cart-decider';
import { ORDERING_MESSAGES } from './ordering-messages';

/** The refusals every cart step shares: unknown cart 404, checked out 409, pending checkout 409, idle 422 (D-105). */
export function assertCartOpen(state: CartState, now: Date, opts: { allowExpired?: boolean } = {}): void {
  if (!state.exists) throw new DomainError('not_found', 'CART_NOT_FOUND', ORDERING_MESSAGES.cartNotFound);
  if (state.checkedOut) throw new DomainError('conflict', 'CART_CHECKED_OUT', ORDERING_MESSAGES.checkedOut);
  if (isCheckoutPending(state, now)) throw new DomainError('conflict', 'CHECKOUT_IN_PROGRESS', ORDERING_MESSAGES.checkoutInProgress);
  if (!opts.allowExpired && isCartExpired(state, now)) throw new DomainError('rule', 'CART_EXPIRED', ORDERING_MESSAGES.idle);
}
