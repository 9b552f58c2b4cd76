import { practiceIdOf } from '../../../domain/identity/access-token';
import { practiceLocationsReply } from '../../../domain/practices/api-schemas';
import { practiceLocations } from '../../lib/load-practice-info';
import { queryRoute } from '../../lib/query-route';

/** POST /api/customer/location/getbypractice (Practice, Staff): the locations of the caller's practice. */
export const listLocationsRoute = queryRoute(
  {
    method: 'POST',
    path: '/api/customer/location/getbypractice',
    tags: ['practice'],
    summary: "The locations of the caller's practice",
    auth: ['Practice', 'Staff'],
    readModels: ['practices'],
    reply: practiceLocationsReply,
  },
  async ({ claims }, ctx) => {
    const practiceId = practiceIdOf(claims);
    return { practiceId, locations: await practiceLocations(ctx.db, practiceId) };
  },
);
