import { projectionActionInput, projectionActionReply } from '../../../domain/ops/api-schemas';
import { opsProjectionStream } from '../../../domain/ops/events';
import { decidePauseProjection } from '../../../domain/ops/pause-projection';
import { projectionOpsDecider } from '../../../domain/ops/projection-ops-decider';
import { commandRoute } from '../../lib/command-route';
import { isKnownProjection } from './ops-facts';

/**
 * POST /api/ops/projections/pause (issue #33): an operator pauses a projection or reactor. Appends
 * ProjectionPaused with the operator as actor; the worker running it stops applying (its checkpoint
 * stays) and every worker that takes it over later finds the pause in the log.
 */
export const pauseProjectionRoute = commandRoute(
  { path: '/api/ops/projections/pause', tags: ['ops'], summary: 'Pause a projection (operations console)', auth: ['Operator'], body: projectionActionInput, reply: projectionActionReply },
  async ({ body, handle }, ctx) => {
    const known = await isKnownProjection(ctx.sql, body.projection);
    const { result } = await handle(opsProjectionStream(body.projection), projectionOpsDecider, (s) => decidePauseProjection({ projection: body.projection, known, now: new Date() }, s));
    return { projection: body.projection, position: result!.position };
  },
);
