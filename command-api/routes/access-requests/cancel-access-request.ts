import { accessRequestDecider } from '../../../domain/access-requests/access-request-decider';
import { accessRequestIdInput, cancelAccessRequestReply } from '../../../domain/access-requests/api-schemas';
import { decideCancelAccessRequest } from '../../../domain/access-requests/cancel-access-request';
import { accessRequestStream } from '../../../domain/access-requests/events';
import { commandRoute } from '../../lib/command-route';
import { assertPracticeAllows, PRACTICE_STATE_ERRORS } from '../../lib/practice-guard';
import { practiceScopeOf } from '../../lib/practice-scope';

/** POST /api/customer/accessRequest/cancel (Staff, Practice): withdraws a pending request of the caller's practice. */
export const cancelAccessRequestRoute = commandRoute(
  {
    path: '/api/customer/accessRequest/cancel', tags: ['access request'], summary: 'Cancel a pending access request',
    auth: ['Staff', 'Practice'], body: accessRequestIdInput, reply: cancelAccessRequestReply, errors: PRACTICE_STATE_ERRORS,
  },
  async ({ body, claims, handle }, ctx) => {
    const { practiceId, locationId } = await practiceScopeOf(ctx.store, claims);
    await assertPracticeAllows(ctx, claims, 'cancel access request', locationId);
    const { result } = await handle(accessRequestStream(body.id), accessRequestDecider, (state) => decideCancelAccessRequest({ practiceId, cancelledBy: claims.sub, now: new Date() }, state));
    return { id: body.id, status: 'cancelled' as const, position: result?.position ?? null };
  },
);
