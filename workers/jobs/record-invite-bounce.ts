import type { InviteEmailBounced, InviteEvent } from '../../domain/invites/events';
import { inviteStream } from '../../domain/invites/events';
import { inviteDecider } from '../../domain/invites/invite-decider';
import { decideRecordInviteBounce } from '../../domain/invites/record-invite-bounce';
import { fold } from '../../domain/shared/decider';
import type { EventStore, StoredEventOf } from '../../infra/event-store/port';
import { appendDecided } from './append-decided';

/**
 * Records InviteEmailBounced on the patient's invite stream (actor: system), once per bounced
 * e-mail's causing event. A bounce webhook of a real mail provider would call the same function.
 */
export async function recordInviteBounce(store: EventStore, bounce: InviteEmailBounced['data']): Promise<void> {
  const stream = inviteStream(bounce.accountNumber);
  await appendDecided(store, stream, {
    state: (events: StoredEventOf<InviteEvent>[]) => fold(inviteDecider, events),
    decide: (state) => decideRecordInviteBounce(bounce, state),
    causationId: bounce.causationEventId,
    occurredAt: bounce.bouncedAt,
    failure: `could not record InviteEmailBounced on ${stream}`,
  });
}
