import { projectionActionInput, projectionActionReply } from '../../../domain/ops/api-schemas';
import { opsProjectionStream } from '../../../domain/ops/events';
import { projectionOpsDecider } from '../../../domain/ops/projection-ops-decider';
import { decideResumeProjection } from '../../../domain/ops/resume-projection';
import { commandRoute } from '../../lib/command-route';
import { isKnownProjection } from './ops-facts';

/** POST /api/ops/projections/resume (issue #33): the paused projection applies again from its checkpoint and catches up. */
export const resumeProjectionRoute = commandRoute(
  { path: '/api/ops/projections/resume', tags: ['ops'], summary: 'Resume a paused projection (operations console)', auth: ['Operator'], body: projectionActionInput, reply: projectionActionReply },
  async ({ body, handle }, ctx) => {
    const known = await isKnownProjection(ctx.sql, body.projection);
    const { result } = await handle(opsProjectionStream(body.projection), projectionOpsDecider, (s) => decideResumeProjection({ projection: body.projection, known, now: new Date() }, s));
    return { projection: body.projection, position: result!.position };
  },
);
