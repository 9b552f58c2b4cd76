import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { snapshotsReply, type SnapshotInfo } from '../../../domain/reports/api-schemas';
import type { Snapshot } from '../../../infra/read-models/snapshots';
import { listSnapshots } from '../../../infra/read-models/snapshots';
import { errorResponses } from '../../../infra/http/errors';
import type { QueryContext } from '../../lib/context';

export const toSnapshotInfo = (s: Snapshot): SnapshotInfo => ({ id: s.id, asOf: s.asOf, builtAt: s.builtAt, projections: s.projections, eventsApplied: s.eventsApplied });

/**
 * GET /api/reports/snapshots: the as-of snapshots of the reports (built by
 * `npm run projections -- rebuild all --as-of DATE`), newest cutoff first, for the reports'
 * "Data as of" choice. A snapshot holds every practice's figures; each report still reads only
 * the caller's practice from it.
 */
export const reportSnapshotsRoute: FastifyPluginAsyncZod<QueryContext> = async (app, ctx) => {
  app.get(
    '/api/reports/snapshots',
    {
      schema: {
        tags: ['reports'],
        summary: 'As-of snapshots of the reports (time travel), newest first',
        security: [{ bearer: [] }],
        response: { 200: snapshotsReply, ...errorResponses },
      },
      config: { auth: ['Staff', 'Practice'] },
    },
    async () => ({ snapshots: (await listSnapshots(ctx.sql)).map(toSnapshotInfo) }),
  );
};
