import { practiceIdOf } from '../../../domain/identity/access-token';
import { type InviteListInput, inviteListReply, inviteListRequest } from '../../../domain/invites/api-schemas';
import { type InviteRowsQuery, inviteRows, listClock, pageOf } from '../../lib/invite-rows';
import { queryRoute } from '../../lib/query-route';

type ListClock = ReturnType<typeof listClock>;

/** The three invite lists differ only in their path and which rows they keep: one route shape for them. */
export function inviteListRoute(path: string, summary: string, narrow: (rows: InviteRowsQuery, clock: ListClock, input: InviteListInput) => InviteRowsQuery) {
  return queryRoute(
    { method: 'POST', path, tags: ['invites'], summary, auth: ['Staff', 'Practice'], readModels: ['patient_invites'], input: inviteListRequest, reply: inviteListReply },
    async ({ input, claims }, ctx) => {
      const practiceId = practiceIdOf(claims);
      const clock = listClock();
      return pageOf(narrow(inviteRows(ctx.db, practiceId, clock), clock, input), input, clock, ctx.db, practiceId);
    },
  );
}
