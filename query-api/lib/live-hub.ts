import type { Kysely } from 'kysely';
import { fold } from '../../domain/shared/decider';
import { announcementDecider } from '../../domain/announcements/announcement-decider';
import type { AnnouncementContent, AnnouncementEvent } from '../../domain/announcements/events';
import type { AnalysisJobRef } from '../../domain/analysis-jobs/events';
import { type AnnouncementReaders, LIVE_ANALYSIS_EVENTS, LIVE_OPS_EVENTS, LIVE_ANNOUNCEMENT_EVENTS, LIVE_EVENT_TYPES, type LiveAudience, type LiveMessage, type LiveViewer, mayReceive } from '../../domain/live/live-audience';
import type { CartEvent } from '../../domain/ordering/events';
import { type EventStore, START, type StoredEvent, type Subscription } from '../../infra/event-store/port';
import type { ReadModels } from '../../infra/read-models/tables';

/** What a connection is sent: a message, or "re-read everything" when it missed more than can be replayed. */
export type LiveDelivery = { kind: 'message'; message: LiveMessage } | { kind: 'reset'; position: number };

export interface LiveHub {
  /**
   * Registers a connection for this viewer. With `lastPosition` (the SSE Last-Event-ID, which may
   * come from another process) it first replays what the viewer missed: from the hub's buffer, and
   * what is older than the buffer from the event log; a reset when that is more than `replayLimit`
   * messages or the position is not in the log. Returns the function that disconnects it.
   */
  connect(viewer: LiveViewer, lastPosition: number | null, deliver: (d: LiveDelivery) => void): Promise<() => void>;
  stop(): Promise<void>;
  /** Connections open now (health, tests). */
  size(): number;
}

const BUFFER = 2000;
/** At most this many missed live events are replayed from the log to a reconnecting client; past it, a reset. */
const REPLAY_LIMIT = 1000;
/** How long a replay waits for the log's safe read to reach the hub's start; past it, a reset. */
const REPLAY_WAIT_MS = 5000;

/**
 * One per query-API process (guide §4 "Live updates"): follows the event log from its head (the
 * store's catch-up subscription, woken by LISTEN/NOTIFY), turns the event types of
 * domain/live/live-audience.ts into messages, finds the facts an event lacks (an order's practice
 * and patient, a taken-down announcement's audience), and hands each message only to the
 * connections whose viewer `mayReceive` it. Several processes each follow the log on their own.
 */
export function createLiveHub(deps: { store: EventStore; db: Kysely<ReadModels>; onError?: (err: unknown) => void; replayLimit?: number }): LiveHub {
  const replayLimit = deps.replayLimit ?? REPLAY_LIMIT;
  const listeners = new Set<{ viewer: LiveViewer; deliver: (d: LiveDelivery) => void }>();
  const buffer: LiveMessage[] = [];
  let overflowed = false;
  let startPosition = 0;
  let subscription: Subscription | undefined;
  let starting: Promise<void> | undefined;
  const announcementAudience = new Map<string, AnnouncementReaders>();
  const orderOwner = new Map<string, { practiceId: string; patientAccount: string }>();

  /**
   * An announcement's readers as of the events before `event` (from memory when following the log,
   * else its stream); null when it had none yet.
   */
  async function readersBefore(event: StoredEvent, announcementId: string, live: boolean): Promise<AnnouncementReaders | null> {
    const known = live ? announcementAudience.get(announcementId) : undefined;
    if (known) return known;
    const before = (await deps.store.readStream<AnnouncementEvent>(event.streamId)).events.filter((e) => e.globalPosition < event.globalPosition);
    const content = fold(announcementDecider, before).content;
    return content ? { audience: content.audience, practiceId: content.practiceId } : null;
  }

  /** `live`: the event is the newest seen (the hub's memory follows it); else an older one replayed from the log. */
  async function audienceOfAnnouncement(event: StoredEvent, live: boolean): Promise<LiveAudience> {
    const data = event.data as { announcementId: string; content?: AnnouncementContent };
    const before = await readersBefore(event, data.announcementId, live);
    // An event without content (taken down, deleted) concerns the readers it had; one without known readers goes to CSRs only.
    const now = data.content ? { audience: data.content.audience, practiceId: data.content.practiceId } : (before ?? { audience: 'practice' as const, practiceId: null });
    if (live) announcementAudience.set(data.announcementId, now);
    const moved = before && (before.audience !== now.audience || before.practiceId !== now.practiceId);
    return { kind: 'announcement', ...now, ...(moved ? { previous: before } : {}) };
  }

  async function audienceOfOrder(event: StoredEvent): Promise<LiveAudience | null> {
    const data = event.data as { orderId: string; cartId?: string; practiceId?: string; customerAccountNumber?: string };
    if (event.type === 'OrderCheckedOut') orderOwner.set(data.orderId, { practiceId: data.practiceId!, patientAccount: data.customerAccountNumber! });
    let owner = orderOwner.get(data.orderId);
    if (!owner && data.cartId) {
      const created = (await deps.store.readStream<CartEvent>(`cart-${data.cartId}`)).events.find((e) => e.type === 'CartCreated');
      if (created?.type === 'CartCreated') owner = { practiceId: created.data.practiceId, patientAccount: created.data.customerAccountNumber };
    }
    if (!owner) {
      const row = await deps.db.withSchema('rm').selectFrom('orders').select(['practice_id', 'customer_account_number']).where('order_id', '=', data.orderId).executeTakeFirst();
      if (row) owner = { practiceId: row.practice_id, patientAccount: row.customer_account_number };
    }
    if (!owner) return null; // unknown order: sent to nobody rather than to everybody
    orderOwner.set(data.orderId, owner);
    return { kind: 'order', ...owner };
  }

  async function messageOf(event: StoredEvent, live = true): Promise<LiveMessage | null> {
    if ((LIVE_ANNOUNCEMENT_EVENTS as readonly string[]).includes(event.type)) {
      const audience = await audienceOfAnnouncement(event, live);
      return { topic: 'announcements', position: event.globalPosition, type: event.type, id: (event.data as { announcementId: string }).announcementId, audience };
    }
    if ((LIVE_ANALYSIS_EVENTS as readonly string[]).includes(event.type)) {
      // An analysis job's events carry their kind and practice: no lookup.
      const d = event.data as AnalysisJobRef;
      return { topic: 'analysis', position: event.globalPosition, type: event.type, id: d.jobId, audience: { kind: 'analysis', jobKind: d.kind, practiceId: d.practiceId } };
    }
    if ((LIVE_OPS_EVENTS as readonly string[]).includes(event.type)) {
      // The console's events name a projection or a queue: operators only (domain/live).
      const d = event.data as { projection?: string; queue?: string };
      return { topic: 'ops', position: event.globalPosition, type: event.type, id: d.projection ?? d.queue ?? '', audience: { kind: 'ops' } };
    }
    const audience = await audienceOfOrder(event);
    return audience ? { topic: 'orders', position: event.globalPosition, type: event.type, id: (event.data as { orderId: string }).orderId, audience } : null;
  }

  function publish(message: LiveMessage): void {
    buffer.push(message);
    if (buffer.length > BUFFER) {
      buffer.shift();
      overflowed = true;
    }
    for (const l of listeners) if (mayReceive(message.audience, l.viewer)) l.deliver({ kind: 'message', message });
  }

  async function start(): Promise<void> {
    const head = await deps.store.head();
    startPosition = head.globalPosition;
    subscription = deps.store.subscribe(
      head,
      async (events) => {
        for (const event of events) {
          if (!LIVE_EVENT_TYPES.includes(event.type)) continue;
          const message = await messageOf(event);
          if (message) publish(message);
        }
      },
      { types: LIVE_EVENT_TYPES, ...(deps.onError ? { onError: deps.onError } : {}) },
    );
  }

  /** The live messages of the log after `after` up to `until` (inclusive), or null past `replayLimit` or for a position not in the log. */
  async function replayFromLog(after: number, until: number): Promise<LiveMessage[] | null> {
    const from = after === 0 ? START : await deps.store.checkpointOf(after);
    if (!from) return null;
    const events: StoredEvent[] = [];
    // The log's read is gap-safe: it may stop short of `until` while an older transaction is still
    // open on the server; wait for it (briefly) rather than skip what the subscription will not send.
    const deadline = Date.now() + REPLAY_WAIT_MS;
    for (let checkpoint = from; checkpoint.globalPosition < until; ) {
      const page = await deps.store.readAll({ after: checkpoint, types: LIVE_EVENT_TYPES, limit: 500 });
      events.push(...page.events.filter((e) => e.globalPosition <= until));
      if (events.length > replayLimit) return null;
      if (page.checkpoint.globalPosition === checkpoint.globalPosition) {
        if (Date.now() > deadline) return null;
        await new Promise((r) => setTimeout(r, 25));
      }
      checkpoint = page.checkpoint;
    }
    const messages: LiveMessage[] = [];
    for (const e of events) {
      const m = await messageOf(e, false);
      if (m) messages.push(m);
    }
    return messages;
  }

  return {
    async connect(viewer, lastPosition, deliver) {
      // A failed start (the store was unreachable) is tried again by the next connection.
      starting ??= start().catch((err: unknown) => {
        starting = undefined;
        throw err;
      });
      await starting;
      const listener = { viewer, deliver };
      if (lastPosition !== null) {
        // What is older than the buffer comes from the log (a client of another process, or of one that restarted).
        const bufferFrom = overflowed ? (buffer[0]?.position ?? startPosition + 1) - 1 : startPosition;
        const older = lastPosition < bufferFrom ? await replayFromLog(lastPosition, bufferFrom) : [];
        // The buffer dropped messages past what was replayed while the log was read: too far behind.
        const gap = overflowed && (buffer[0]?.position ?? 0) - 1 > Math.max(bufferFrom, lastPosition);
        if (older === null || gap) {
          deliver({ kind: 'reset', position: buffer.at(-1)?.position ?? startPosition });
        } else {
          // No await from here on: the buffer's messages and the listener join in one step, nothing missed or doubled.
          for (const m of older) if (mayReceive(m.audience, viewer)) deliver({ kind: 'message', message: m });
          for (const m of buffer) if (m.position > lastPosition && mayReceive(m.audience, viewer)) deliver({ kind: 'message', message: m });
        }
      }
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async stop() {
      listeners.clear();
      await starting?.catch(() => undefined);
      await subscription?.stop();
    },
    size: () => listeners.size,
  };
}
