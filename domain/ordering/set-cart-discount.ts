import { DomainError } from '../shared/errors';
import { type CartState } from './cart-decider';
import { assertCartOpen } from './cart-guards';
import { assertDiscountFits, DISCOUNT_MESSAGES } from './discount-rules';
import type { CartDiscountSet } from './events';
import { subTotalCents } from './order-summary';

/** SetDiscount: practice carts only (a patient's own cart takes 0/0 only); discount + insurance ≤ subtotal. */
export function decideSetCartDiscount(cmd: { discountCents: number; insuranceCents: number; now: Date }, state: CartState): CartDiscountSet[] {
  assertCartOpen(state, cmd.now);
  if (state.placedBy !== 'Practice' && (cmd.discountCents > 0 || cmd.insuranceCents > 0)) {
    throw new DomainError('forbidden', 'DISCOUNT_NOT_ALLOWED', DISCOUNT_MESSAGES.patientNotAllowed);
  }
  assertDiscountFits(subTotalCents(state.lines), cmd.discountCents, cmd.insuranceCents);
  return [{ type: 'CartDiscountSet', data: { cartId: state.cartId!, discountCents: cmd.discountCents, insuranceCents: cmd.insuranceCents } }];
}
