import { rebateOrdersInput, rebateOrdersReply } from '../../../domain/rewards/api-schemas';
import { queryRoute } from '../../lib/query-route';
import { patientRebateOrders, REBATE_READ_MODELS, REBATE_READERS } from './rebate-read';

/**
 * GET /api/order/rebate/orders: the patient's orders, each with its rewards eligibility (code,
 * amount, deadline) and claim; `manufacturer` (unique name or id) keeps one programme's. A patient
 * their own; a practice its orders of its patients.
 */
export const rebateOrdersRoute = queryRoute(
  { method: 'GET', path: '/api/order/rebate/orders', tags: ['rewards'], summary: 'A patient’s orders with their rewards', auth: REBATE_READERS, readModels: REBATE_READ_MODELS, input: rebateOrdersInput, reply: rebateOrdersReply },
  async ({ input, claims }, ctx) => {
    const account = input.patientAccountNumber ?? claims.sub;
    let manufacturerId: string | null = null;
    if (input.manufacturer) {
      const m = await ctx.db.withSchema('rm').selectFrom('catalog_manufacturers').select('manufacturer_id').where((eb) => eb.or([eb('unique_name', '=', input.manufacturer!), eb('manufacturer_id', '=', input.manufacturer!)])).executeTakeFirst();
      manufacturerId = m?.manufacturer_id ?? '-';
    }
    return patientRebateOrders(ctx.db, claims, account, manufacturerId, new Date().toISOString());
  },
);
