import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { featureFlags } from '../../../infra/config/feature-flags';
import { errorResponses } from '../../../infra/http/errors';
import type { QueryContext } from '../../lib/context';
import { deliveryModesFor, deliveryModesReply } from './delivery-modes';

const days = z.coerce.number().int().min(0).max(100_000);
export const getDeliveryModeQuery = z.object({
  /** Ship-to state (for the tax rate). */
  state: z.string().trim().length(2).optional(),
  /** Days of supply per eye (0 or absent: that eye is not ordered). */
  rightEyeSupplyDays: days.optional(),
  leftEyeSupplyDays: days.optional(),
  rightEyeBoxes: days.optional(),
  leftEyeBoxes: days.optional(),
  promoCode: z.enum(['DTP', 'DTP2+']).optional(),
});

/** GET /api/order/GetDeliveryMode: the delivery modes with price and estimate for a given supply (no cart needed). */
export const getDeliveryModeRoute: FastifyPluginAsyncZod<QueryContext> = async (app) => {
  app.get(
    '/api/order/GetDeliveryMode',
    {
      schema: { tags: ['order'], summary: 'Delivery modes with price and estimated delivery', security: [{ bearer: [] }], querystring: getDeliveryModeQuery, response: { 200: deliveryModesReply, ...errorResponses } },
      config: { auth: ['Patient', 'Staff', 'Practice'], readModels: [] },
    },
    async (request) => {
      const q = request.query;
      const lines = [
        { eye: 'OD' as const, boxes: q.rightEyeBoxes ?? (q.rightEyeSupplyDays ? 1 : 0), supplyDays: q.rightEyeSupplyDays ?? 0 },
        { eye: 'OS' as const, boxes: q.leftEyeBoxes ?? (q.leftEyeSupplyDays ? 1 : 0), supplyDays: q.leftEyeSupplyDays ?? 0 },
      ];
      return deliveryModesFor(lines, q.promoCode ?? null, q.state?.toUpperCase() ?? null, featureFlags().freeShippingRule);
    },
  );
};
