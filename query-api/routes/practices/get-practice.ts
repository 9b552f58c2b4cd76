import { practiceIdOf } from '../../../domain/identity/access-token';
import { practiceInfo } from '../../../domain/practices/api-schemas';
import { loadPracticeInfo } from '../../lib/load-practice-info';
import { queryRoute } from '../../lib/query-route';

/** POST /api/customer/practice/get (Practice, Staff; spec point 6 "Practice"): the caller's practice with its locations and account states. */
export const getPracticeRoute = queryRoute(
  {
    method: 'POST',
    path: '/api/customer/practice/get',
    tags: ['practice'],
    summary: "The caller's practice with its locations and account states",
    auth: ['Practice', 'Staff'],
    readModels: ['practices'],
    reply: practiceInfo,
  },
  async ({ claims }, ctx) => loadPracticeInfo(ctx.db, practiceIdOf(claims)),
);
