import { v7 as uuidv7 } from 'uuid';
import { projectionActionInput, rebuildProjectionReply } from '../../../domain/ops/api-schemas';
import { opsProjectionStream } from '../../../domain/ops/events';
import { projectionOpsDecider } from '../../../domain/ops/projection-ops-decider';
import { decideRequestProjectionRebuild, rebuildStale } from '../../../domain/ops/request-projection-rebuild';
import { commandRoute } from '../../lib/command-route';
import { isKnownProjection, isProcessUp } from './ops-facts';

/**
 * POST /api/ops/projections/rebuild (issue #33): asks for a rebuild beside the live tables and a
 * swap, as `npm run projections -- rebuild NAME` does; one worker takes it and records its progress.
 * Refused while one runs (unless its worker is gone or it has not moved for a minute) and for reactors.
 */
export const rebuildProjectionRoute = commandRoute(
  { path: '/api/ops/projections/rebuild', tags: ['ops'], summary: 'Rebuild a projection (operations console)', auth: ['Operator'], body: projectionActionInput, reply: rebuildProjectionReply },
  async ({ body, load, handle }, ctx) => {
    const now = new Date();
    const known = await isKnownProjection(ctx.sql, body.projection);
    const { state } = await load(opsProjectionStream(body.projection), projectionOpsDecider);
    const taker = state.rebuild?.processId;
    const abandoned = !!state.rebuild && (rebuildStale(state, now) || (!!taker && !(await isProcessUp(ctx.sql, taker))));
    const rebuildId = uuidv7();
    const { result } = await handle(opsProjectionStream(body.projection), projectionOpsDecider, (s) =>
      decideRequestProjectionRebuild({ projection: body.projection, rebuildId, known, runningRebuildAbandoned: abandoned, now }, s),
    );
    return { projection: body.projection, rebuildId, position: result!.position };
  },
);
