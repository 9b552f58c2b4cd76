import { cartNotFound, mayUseCart } from '../../../domain/ordering/cart-access';
import { cartDeliveryModesReply, cartIdInput } from '../../../domain/ordering/api-schemas';
import type { CartLine, PromoCode } from '../../../domain/ordering/events';
import { freeShippingStanding } from '../../../domain/ordering/free-shipping-standing';
import { featureFlags } from '../../../infra/config/feature-flags';
import { READ_MODEL_SCHEMA } from '../../../infra/read-models/tables';
import { queryRoute } from '../../lib/query-route';
import { deliveryModesFor } from './delivery-modes';
import { ORDER_READERS } from './order-view';

const parsed = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

/** GET /api/order/GetDeliveryModeByCartId?cartId=: the delivery modes priced for this cart, and the one chosen. */
export const getCartDeliveryModesRoute = queryRoute(
  {
    method: 'GET',
    path: '/api/order/GetDeliveryModeByCartId',
    tags: ['order'],
    summary: "A cart's delivery modes with price and estimated delivery",
    auth: ORDER_READERS,
    readModels: ['carts'],
    input: cartIdInput,
    reply: cartDeliveryModesReply,
  },
  async ({ input, claims }, ctx) => {
    const row = await ctx.db.withSchema(READ_MODEL_SCHEMA).selectFrom('carts').selectAll().where('cart_id', '=', input.cartId).executeTakeFirst();
    if (!row || !mayUseCart(claims, { exists: true, customerAccountNumber: row.customer_account_number, practiceId: row.practice_id })) throw cartNotFound();
    const address = parsed<{ state?: string } | null>(row.address);
    const lines = parsed<CartLine[]>(row.lines);
    const promoCode = (row.promo_code as PromoCode | null) ?? null;
    const freeShippingRule = featureFlags().freeShippingRule;
    const modes = deliveryModesFor(lines, promoCode, address?.state ?? null, freeShippingRule);
    const freeShipping = freeShippingStanding({ promoCode, lines, freeShippingRule });
    return { ...modes, cartId: row.cart_id, deliveryModeId: row.delivery_mode_id, promoCode: row.promo_code, deliveryMethod: row.delivery_method, freeShipping };
  },
);
