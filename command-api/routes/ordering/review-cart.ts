import { cartIdInput, cartReply } from '../../../domain/ordering/api-schemas';
import { decideReviewCart } from '../../../domain/ordering/review-cart';
import { commandRoute } from '../../lib/command-route';
import { CART_USERS } from './cart-access';
import { runCartStep } from './cart-step';

/** POST /api/order/ReviewCart {cartId}: records and answers the order summary the customer reviews. */
export const reviewCartRoute = commandRoute(
  { path: '/api/order/ReviewCart', tags: ['order'], summary: 'Review a cart (order summary)', auth: CART_USERS, body: cartIdInput, reply: cartReply },
  async (call, ctx) => runCartStep(call, ctx, call.body.cartId, 'order/ReviewCart', (state, { summaryOf, now }) => decideReviewCart({ summary: summaryOf(state), now }, state)),
);
