import { type OperatorParticulars, operatorParticularsReply } from '../../../domain/legal/api-schemas';
import { queryRoute } from '../../lib/query-route';

/** GET /api/site/particulars (public): the operator's legal particulars for the legal pages, or null before a CSR sets them. */
export const operatorParticularsRoute = queryRoute(
  {
    method: 'GET', path: '/api/site/particulars', tags: ['legal'], summary: 'The operator’s legal particulars (public site)',
    auth: 'public', readModels: ['operator_particulars'], reply: operatorParticularsReply,
  },
  async (_call, ctx) => {
    const row = await ctx.db.withSchema('rm').selectFrom('operator_particulars').select(['particulars', 'set_at']).where('id', '=', 1).executeTakeFirst();
    if (!row) return { particulars: null };
    const stored = (typeof row.particulars === 'string' ? JSON.parse(row.particulars) : row.particulars) as OperatorParticulars;
    return { particulars: { ...stored, setAt: row.set_at } };
  },
);
