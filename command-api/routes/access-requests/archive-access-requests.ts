import { accessRequestDecider } from '../../../domain/access-requests/access-request-decider';
import { archiveAccessRequestsReply, locationUpdateInput } from '../../../domain/access-requests/api-schemas';
import { decideArchiveAccessRequest } from '../../../domain/access-requests/archive-access-request';
import { accessRequestStream } from '../../../domain/access-requests/events';
import { commandRoute } from '../../lib/command-route';
import { practiceScopeOf } from '../../lib/practice-scope';
import { loadAccessRequest } from '../../lib/load-access-request';

/**
 * POST /api/customer/accessRequest/locationUpdate (Staff, Practice): archives the selected requests
 * (answered, cancelled or expired) so they leave the location's list. All ids are checked first;
 * one unknown or still-pending id refuses the whole selection.
 */
export const archiveAccessRequestsRoute = commandRoute(
  { path: '/api/customer/accessRequest/locationUpdate', tags: ['access request'], summary: 'Archive selected access requests', auth: ['Staff', 'Practice'], body: locationUpdateInput, reply: archiveAccessRequestsReply },
  async ({ body, claims, handle }, ctx) => {
    const { practiceId } = await practiceScopeOf(ctx.store, claims);
    const ids = [...new Set(body.ids)];
    const command = { practiceId, archivedBy: claims.sub, now: new Date() };
    // Check every selected request before changing any.
    for (const id of ids) decideArchiveAccessRequest(command, await loadAccessRequest(ctx.store, id));
    let position: number | null = null;
    for (const id of ids) {
      const { result } = await handle(accessRequestStream(id), accessRequestDecider, (state) => decideArchiveAccessRequest(command, state), { step: `archive:${id}` });
      if (result) position = Math.max(position ?? 0, result.position);
    }
    return { archived: ids, position };
  },
);
