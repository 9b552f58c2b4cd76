import { addDeliveryAddressInput, cartReply } from '../../../domain/ordering/api-schemas';
import { decideAddDeliveryAddress } from '../../../domain/ordering/add-delivery-address';
import type { DeliveryAddress, DeliveryMethod } from '../../../domain/ordering/events';
import { cleanText } from '../../../domain/shared/validation';
import { commandRoute } from '../../lib/command-route';
import { CART_USERS } from './cart-access';
import { runCartStep } from './cart-step';

/** POST /api/order/AddDeliveryAddress: ship to a deliverable US address, or in-office inventory, or pickup. */
export const addDeliveryAddressRoute = commandRoute(
  { path: '/api/order/AddDeliveryAddress', tags: ['order'], summary: 'Choose where the order goes', auth: CART_USERS, body: addDeliveryAddressInput, reply: cartReply },
  async (call, ctx) => {
    const b = call.body;
    const method: DeliveryMethod = b.inOfficeInventory ? 'inOffice' : (b.method ?? 'ship');
    const address: DeliveryAddress | null =
      method === 'ship' && b.address
        ? {
            name: cleanText(b.address.name),
            address1: cleanText(b.address.address1),
            ...(b.address.address2 ? { address2: cleanText(b.address.address2) } : {}),
            city: cleanText(b.address.city),
            state: b.address.state.toUpperCase(),
            zip: b.address.zip,
            ...(b.address.phone ? { phone: b.address.phone } : {}),
          }
        : null;
    return runCartStep(call, ctx, b.cartId, 'order/AddDeliveryAddress', (state, { now }) => decideAddDeliveryAddress({ method, address, now }, state));
  },
);
