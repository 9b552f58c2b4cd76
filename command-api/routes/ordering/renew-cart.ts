import { cartIdInput, cartReply } from '../../../domain/ordering/api-schemas';
import { assertCartOpen } from '../../../domain/ordering/cart-guards';
import { decideRenewCart } from '../../../domain/ordering/renew-cart';
import { commandRoute } from '../../lib/command-route';
import { CART_USERS, cartContext, resolveCartLines, todayUtc } from './cart-access';
import { runCartStep } from './cart-step';

/**
 * POST /api/order/RenewCart {cartId}: restarts an idle cart ("Long time no see!…") with today's
 * prices (the location's pricing as it is now), after checking the prescription and products again.
 */
export const renewCartRoute = commandRoute(
  { path: '/api/order/RenewCart', tags: ['order'], summary: 'Renew an idle cart', auth: CART_USERS, body: cartIdInput, reply: cartReply },
  async (call, ctx) => {
    const { cart } = await cartContext(ctx.store, call.claims, call.body.cartId);
    assertCartOpen(cart, new Date(), { allowExpired: true });
    const boxes = Object.fromEntries(cart.lines.map((l) => [l.eye, l.boxes]));
    const lines = await resolveCartLines(ctx.store, cart.customerAccountNumber!, cart.prescriptionId!, { OD: boxes.OD ?? 0, OS: boxes.OS ?? 0 }, todayUtc(), cart.locationId);
    return runCartStep(call, ctx, call.body.cartId, 'order/RenewCart', (state, { now }) => decideRenewCart({ lines, now }, state));
  },
);
