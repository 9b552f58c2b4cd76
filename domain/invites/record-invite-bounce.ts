import type { InviteEmailBounced } from './events';
import type { InviteState } from './invite-decider';

/** Records that the e-mail caused by `causationEventId` bounced; once per causing event. */
export function decideRecordInviteBounce(command: InviteEmailBounced['data'], state: InviteState): InviteEmailBounced[] {
  if (state.bouncedFor.includes(command.causationEventId)) return [];
  return [{ type: 'InviteEmailBounced', data: command }];
}
