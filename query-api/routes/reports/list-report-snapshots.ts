import { snapshotsReply, type SnapshotInfo } from '../../../domain/reports/api-schemas';
import type { Snapshot } from '../../../infra/read-models/snapshots';
import { queryRoute } from '../../lib/query-route';
import { visibleSnapshots } from '../../lib/visible-snapshots';
import { reportPracticeOf } from './report-source';

export const toSnapshotInfo = (s: Snapshot): SnapshotInfo => ({ id: s.id, asOf: s.asOf, builtAt: s.builtAt, projections: s.projections, eventsApplied: s.eventsApplied });

/**
 * GET /api/reports/snapshots: the as-of snapshots of the reports the caller may read — those built
 * by `npm run projections -- rebuild all --as-of DATE` and those their practice built from the
 * Reports screens (issue #32) — newest cutoff first, for the reports' "Data as of" choice. A
 * snapshot holds every practice's figures; each report still reads only the caller's practice from it.
 */
export const reportSnapshotsRoute = queryRoute(
  {
    method: 'GET',
    path: '/api/reports/snapshots',
    tags: ['reports'],
    summary: 'As-of snapshots of the reports (time travel), newest first',
    auth: ['Staff', 'Practice'],
    readModels: ['analysis_jobs'],
    reply: snapshotsReply,
  },
  async ({ claims }, ctx) => ({ snapshots: (await visibleSnapshots(ctx, reportPracticeOf(claims))).map(toSnapshotInfo) }),
);
