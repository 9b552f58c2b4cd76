import { fold } from '../../domain/shared/decider';
import { announcementDecider, type AnnouncementDeciderState } from '../../domain/announcements/announcement-decider';
import { decidePublishDue, decideTakeDownDue } from '../../domain/announcements/announcement-timers';
import type { AnnouncementEvent } from '../../domain/announcements/events';
import type { DueTimer, TimerHandler, TimerHandlerContext } from './scheduler';

type Decide = (cmd: { announcementId: string; now: Date }, state: AnnouncementDeciderState) => AnnouncementEvent[];

/**
 * Announcement due work (issue #16): re-read the stream, decide from its current state by the
 * scheduler's clock, append with the timer's idempotency key (a second scheduler or a restart
 * appends nothing: the key answers with the first append, and the state says it is done).
 */
function announcementHandler(decide: Decide, done: string): TimerHandler {
  return async (timer: DueTimer, ctx: TimerHandlerContext) => {
    const streamId = String(timer.payload.streamId);
    const announcementId = streamId.replace(/^announcement-/, '');
    const { events, version } = await ctx.store.readStream<AnnouncementEvent>(streamId);
    const decided = decide({ announcementId, now: ctx.now }, fold(announcementDecider, events));
    if (decided.length === 0) return 'skipped: nothing due';
    const result = await ctx.store.appendToStream(
      streamId,
      decided.map((e) => ({ type: e.type, data: e.data, metadata: ctx.metadata })),
      { expectedVersion: version, idempotencyKey: ctx.idempotencyKey },
    );
    return result.replayed ? `skipped: already ${done}` : done;
  };
}

export const publishAnnouncementHandler = announcementHandler(decidePublishDue, 'published');
export const takeDownAnnouncementHandler = announcementHandler(decideTakeDownDue, 'taken down');
