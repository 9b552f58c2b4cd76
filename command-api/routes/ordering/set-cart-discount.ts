import { cartReply, setDiscountInput } from '../../../domain/ordering/api-schemas';
import { amountToCents } from '../../../domain/ordering/discount-rules';
import { decideSetCartDiscount } from '../../../domain/ordering/set-cart-discount';
import { commandRoute } from '../../lib/command-route';
import { CART_USERS } from './cart-access';
import { runCartStep } from './cart-step';

/**
 * POST /api/order/SetDiscount {cartId, discount, insurance} (dollars, default 0.00): practice
 * carts only; together they cannot exceed the subtotal (400 INVALID_DISCOUNT_AMOUNT 'INVALID_VALUE:
 * Total amount cannot be less than zero').
 */
export const setDiscountRoute = commandRoute(
  { path: '/api/order/SetDiscount', tags: ['order'], summary: 'Set the discount and insurance allowance of a cart', auth: CART_USERS, body: setDiscountInput, reply: cartReply },
  async (call, ctx) => {
    const discountCents = amountToCents(call.body.discount);
    const insuranceCents = amountToCents(call.body.insurance);
    return runCartStep(call, ctx, call.body.cartId, 'order/SetDiscount', (state, { now }) => decideSetCartDiscount({ discountCents, insuranceCents, now }, state));
  },
);
