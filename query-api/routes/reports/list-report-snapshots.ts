import { snapshotsReply, type SnapshotInfo } from '../../../domain/reports/api-schemas';
import { listSnapshots, type Snapshot } from '../../../infra/read-models/snapshots';
import { queryRoute } from '../../lib/query-route';

export const toSnapshotInfo = (s: Snapshot): SnapshotInfo => ({ id: s.id, asOf: s.asOf, builtAt: s.builtAt, projections: s.projections, eventsApplied: s.eventsApplied });

/**
 * GET /api/reports/snapshots: the as-of snapshots of the reports (built by
 * `npm run projections -- rebuild all --as-of DATE`), newest cutoff first, for the reports'
 * "Data as of" choice. A snapshot holds every practice's figures; each report still reads only
 * the caller's practice from it.
 */
export const reportSnapshotsRoute = queryRoute(
  {
    method: 'GET',
    path: '/api/reports/snapshots',
    tags: ['reports'],
    summary: 'As-of snapshots of the reports (time travel), newest first',
    auth: ['Staff', 'Practice'],
    readModels: [],
    reply: snapshotsReply,
  },
  async (_call, ctx) => ({ snapshots: (await listSnapshots(ctx.sql)).map(toSnapshotInfo) }),
);
