import { orderHistoryInput, orderHistoryReply } from '../../../domain/ordering/api-schemas';
import { patientNotFound } from '../../../domain/patients/patient-access';
import { queryRoute } from '../../lib/query-route';
import { historyEntryOf, ORDER_READERS, orderScope } from './order-view';

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * GET /api/order/history?customerAccountNumber= (spec point 7), newest orderDate first (spec point 4),
 * with the order-history filters (D-114): status (any spelling, several allowed), fromDate/toDate
 * (inclusive calendar days, UTC), limit (12) and offset. A patient reads their own (the account number
 * may be omitted; another's → 404 'Patient not found'); Staff and Practice their practice's orders,
 * of one patient or, without an account number, all of them.
 */
export const orderHistoryRoute = queryRoute(
  {
    method: 'GET',
    path: '/api/order/history',
    tags: ['order'],
    summary: 'Order history, newest first, with filters and paging',
    auth: ORDER_READERS,
    readModels: ['orders', 'catalog'],
    input: orderHistoryInput,
    reply: orderHistoryReply,
  },
  async ({ input, claims }, ctx) => {
    const scope = orderScope(claims);
    if (scope.customer && input.customerAccountNumber && input.customerAccountNumber !== scope.customer) {
      throw patientNotFound();
    }
    const customer = scope.customer ?? input.customerAccountNumber;
    let q = ctx.db.withSchema('rm').selectFrom('orders');
    if (customer) q = q.where('customer_account_number', '=', customer);
    if (scope.practiceId) q = q.where('practice_id', '=', scope.practiceId);
    if (input.status?.length) q = q.where('status', 'in', input.status);
    if (input.fromDate) q = q.where('order_date', '>=', input.fromDate);
    if (input.toDate) q = q.where('order_date', '<', nextDay(input.toDate));
    const [{ total }, rows] = await Promise.all([
      q.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
      q.selectAll().orderBy('order_date', 'desc').orderBy('order_id', 'desc').limit(input.limit).offset(input.offset).execute(),
    ]);
    const productIds = [...new Set(rows.flatMap((r) => (typeof r.lines === 'string' ? JSON.parse(r.lines) : (r.lines as { productId: string }[])).map((l: { productId: string }) => l.productId)))];
    const names = new Map<string, string>();
    if (productIds.length) {
      const found = await ctx.db.withSchema('rm').selectFrom('catalog_products').select(['product_id', 'name']).where('product_id', 'in', productIds).execute();
      for (const p of found) names.set(p.product_id, p.name);
    }
    return { customerAccountNumber: customer ?? null, total: Number(total), limit: input.limit, offset: input.offset, orders: rows.map((r) => historyEntryOf(r, names)) };
  },
);
