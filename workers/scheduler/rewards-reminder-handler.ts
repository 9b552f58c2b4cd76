import { decideReminderDue } from '../../domain/rewards/claim-reminders';
import { type ClaimReminderKind, type RewardsEvent, rewardsStream } from '../../domain/rewards/events';
import { rewardsDecider } from '../../domain/rewards/rewards-decider';
import { fold } from '../../domain/shared/decider';
import { ConcurrencyError } from '../../infra/event-store/port';
import type { TimerHandler } from './scheduler';

/**
 * A claim-window reminder timer fired (issue #15): re-reads the patient's rewards stream and
 * appends ClaimReminderDue unless the order was claimed, the reminder is already due, or its day
 * has passed — with the timer's idempotency key, so a second scheduler or a restart adds nothing.
 */
export const rewardsReminderHandler: TimerHandler = async (timer, ctx) => {
  const p = timer.payload as { accountNumber: string; orderId: string; manufacturerId: string; reminder: ClaimReminderKind; until: string };
  const stream = rewardsStream(p.accountNumber);
  for (let attempt = 0; attempt < 3; attempt++) {
    const { events, version } = await ctx.store.readStream<RewardsEvent>(stream);
    const decided = decideReminderDue(
      { accountNumber: p.accountNumber, orderId: p.orderId, manufacturerId: p.manufacturerId, reminder: p.reminder, until: p.until, now: ctx.now.toISOString() },
      fold(rewardsDecider, events),
    );
    if (!decided.length) return 'nothing to remind';
    try {
      await ctx.store.appendToStream(stream, decided.map((e) => ({ type: e.type, data: e.data, metadata: ctx.metadata })), {
        expectedVersion: version < 0 ? 'no_stream' : version,
        idempotencyKey: ctx.idempotencyKey,
      });
      return `reminder due (${p.reminder})`;
    } catch (err) {
      if (!(err instanceof ConcurrencyError)) throw err;
    }
  }
  throw new Error(`could not record the reminder of ${p.orderId}`);
};
