import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { decideAddDeliveryAddress } from '../../../domain/ordering/add-delivery-address';
import type { DeliveryAddress, DeliveryMethod } from '../../../domain/ordering/events';
import { cleanText } from '../../../domain/shared/validation';
import { errorBody, errorResponses } from '../../../infra/http/errors';
import type { CommandContext } from '../../lib/context';
import { cartReply } from './cart-access';
import { runCartStep } from './cart-step';

const text = (max: number) => z.string().trim().max(max);
export const deliveryAddressInput = z.object({
  name: text(120).min(1),
  address1: text(250).min(1),
  address2: text(250).optional(),
  city: text(120).min(1),
  state: text(2).min(2),
  zip: text(10).min(5),
  phone: text(20).optional(),
});

export const addDeliveryAddressInput = z.object({
  cartId: z.string().trim().min(1).max(80),
  /** ship (default) needs an address; inOffice (practice orders) and pickup need none. */
  method: z.enum(['ship', 'inOffice', 'pickup']).optional(),
  /** Spec point 3 Cart field: true is the same as method 'inOffice'. */
  inOfficeInventory: z.boolean().optional(),
  address: deliveryAddressInput.nullish(),
});

/** POST /api/order/AddDeliveryAddress: ship to a deliverable US address, or in-office inventory, or pickup. */
export const addDeliveryAddressRoute: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  app.post(
    '/api/order/AddDeliveryAddress',
    {
      schema: { tags: ['order'], summary: 'Choose where the order goes', security: [{ bearer: [] }], body: addDeliveryAddressInput, response: { 200: cartReply, 404: errorBody, 422: errorBody, ...errorResponses } },
      config: { auth: ['Patient', 'Staff', 'Practice'] },
    },
    async (request) => {
      const b = request.body;
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
      return runCartStep(ctx, request, b.cartId, 'order/AddDeliveryAddress', (state, { now }) => decideAddDeliveryAddress({ method, address, now }, state));
    },
  );
};
