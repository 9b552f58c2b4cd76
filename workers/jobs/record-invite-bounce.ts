import type { InviteEmailBounced, InviteEvent } from '../../domain/invites/events';
import { inviteStream } from '../../domain/invites/events';
import { inviteDecider } from '../../domain/invites/invite-decider';
import { decideRecordInviteBounce } from '../../domain/invites/record-invite-bounce';
import { fold } from '../../domain/shared/decider';
import { ConcurrencyError, type EventStore } from '../../infra/event-store/port';
import { PermanentJobError } from '../../infra/queue/permanent-job-error';

/**
 * Records InviteEmailBounced on the patient's invite stream (actor: system), once per bounced
 * e-mail's causing event. A bounce webhook of a real mail provider would call the same function.
 */
export async function recordInviteBounce(store: EventStore, bounce: InviteEmailBounced['data']): Promise<void> {
  const stream = inviteStream(bounce.accountNumber);
  for (let attempt = 0; attempt < 5; attempt++) {
    const { events, version } = await store.readStream<InviteEvent>(stream);
    const state = fold(inviteDecider, events);
    const decided = decideRecordInviteBounce(bounce, state);
    if (!decided.length) return;
    try {
      await store.appendToStream(
        stream,
        decided.map((e) => ({
          type: e.type,
          data: e.data,
          metadata: {
            actor: { accountNumber: 'system', customerGroup: 'System' },
            correlationId: bounce.causationEventId,
            causationId: bounce.causationEventId,
            occurredAt: bounce.bouncedAt,
            schemaVersion: 1,
          },
        })),
        { expectedVersion: version < 0 ? 'no_stream' : version },
      );
      return;
    } catch (err) {
      if (!(err instanceof ConcurrencyError)) throw err;
    }
  }
  throw new PermanentJobError(`could not record InviteEmailBounced on ${stream} after 5 attempts`);
}
