import { practiceIdOf } from '../../../domain/identity/access-token';
import { defaultRxExpiryReply } from '../../../domain/practices/api-schemas';
import { loadPracticeInfo } from '../../lib/load-practice-info';
import { queryRoute } from '../../lib/query-route';

/** POST /api/customer/getdefaultrxexpiry (Practice, Staff): the practice's default prescription expiry. */
export const getDefaultRxExpiryRoute = queryRoute(
  {
    method: 'POST',
    path: '/api/customer/getdefaultrxexpiry',
    tags: ['practice'],
    summary: "The practice's default prescription expiry (\"2 years\" when none is set)",
    auth: ['Practice', 'Staff'],
    readModels: ['practices'],
    reply: defaultRxExpiryReply,
  },
  async ({ claims }, ctx) => ({ expiry: (await loadPracticeInfo(ctx.db, practiceIdOf(claims))).defaultRxExpiry }),
);
