import { deliveryModesReply, getDeliveryModeQuery } from '../../../domain/ordering/api-schemas';
import { featureFlags } from '../../../infra/config/feature-flags';
import { queryRoute } from '../../lib/query-route';
import { deliveryModesFor } from './delivery-modes';
import { ORDER_READERS } from './order-view';

/** GET /api/order/GetDeliveryMode: the delivery modes with price and estimate for a given supply (no cart needed). */
export const getDeliveryModeRoute = queryRoute(
  { method: 'GET', path: '/api/order/GetDeliveryMode', tags: ['order'], summary: 'Delivery modes with price and estimated delivery', auth: ORDER_READERS, readModels: [], input: getDeliveryModeQuery, reply: deliveryModesReply },
  async ({ input: q }) => {
    const lines = [
      { eye: 'OD' as const, boxes: q.rightEyeBoxes ?? (q.rightEyeSupplyDays ? 1 : 0), supplyDays: q.rightEyeSupplyDays ?? 0 },
      { eye: 'OS' as const, boxes: q.leftEyeBoxes ?? (q.leftEyeSupplyDays ? 1 : 0), supplyDays: q.leftEyeSupplyDays ?? 0 },
    ];
    return deliveryModesFor(lines, q.promoCode ?? null, q.state?.toUpperCase() ?? null, featureFlags().freeShippingRule);
  },
);
