import { opsActionsReply } from '../../../domain/ops/api-schemas';
import { queryRoute } from '../../lib/query-route';

/** How many of the newest actions the console lists. */
const ACTIONS_SHOWN = 50;

/** GET /api/ops/actions (issue #33): the operators' latest actions and the rebuilds' outcomes, in words, with who and when. Operators only. */
export const getOpsActionsRoute = queryRoute(
  { method: 'GET', path: '/api/ops/actions', tags: ['ops'], summary: 'The operations console: what operators did', auth: ['Operator'], readModels: ['ops_controls'], reply: opsActionsReply },
  async (_call, ctx) => {
    const rows = await ctx.db.withSchema('rm').selectFrom('ops_actions').selectAll().orderBy('position', 'desc').limit(ACTIONS_SHOWN).execute();
    return { actions: rows.map((r) => ({ position: Number(r.position), at: r.occurred_at, actor: r.actor, type: r.event_type, description: r.description })) };
  },
);
