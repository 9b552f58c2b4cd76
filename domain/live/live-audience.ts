import { ANALYSIS_JOB_EVENT_TYPES, type AnalysisJobKind } from '../analysis-jobs/events';
import { mayFollowAnalysisJob } from '../analysis-jobs/job-access';
import { type AnnouncementAudience, isInAudience } from '../announcements/announcement-rules';
import { OPS_EVENT_TYPES } from '../ops/events';

/**
 * The live channel's one audience rule per event type (guide §4 "Live updates"; issue #16): which
 * events are pushed, under which topic, and who may receive each. Pure: the query API's live hub
 * supplies the facts an event lacks (an order's practice and patient, an announcement's audience).
 * A message carries only the topic, the ids and the log position — the browser re-reads through
 * the query API, whose own scoping applies — so nothing of one tenant's data travels in it.
 */
export const LIVE_TOPICS = ['announcements', 'orders', 'analysis', 'ops'] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

export const LIVE_ANNOUNCEMENT_EVENTS = ['AnnouncementPublished', 'AnnouncementEdited', 'AnnouncementTakenDown', 'AnnouncementDeleted'] as const;
/** Order facts a user sees change: placed (checkout), and every status change (shipped, delivered, tracking added, delayed…). */
export const LIVE_ORDER_EVENTS = ['OrderCheckedOut', 'OrderStatusChanged'] as const;
/** Issue #32: a snapshot or what-if requested, started, progressing, finished or deleted (each carries its kind and practice). */
export const LIVE_ANALYSIS_EVENTS = ANALYSIS_JOB_EVENT_TYPES;
/** Issue #33: the operations console's actions and rebuild progress (for operators only; they carry a projection or queue name, nobody's data). */
export const LIVE_OPS_EVENTS = OPS_EVENT_TYPES;
export const LIVE_EVENT_TYPES: readonly string[] = [...LIVE_ANNOUNCEMENT_EVENTS, ...LIVE_ORDER_EVENTS, ...LIVE_ANALYSIS_EVENTS, ...LIVE_OPS_EVENTS];

/** An announcement's readers: its audience, and one practice when the audience is `practice`. */
export interface AnnouncementReaders {
  audience: AnnouncementAudience;
  practiceId: string | null;
}

/** Who a message is for. */
export type LiveAudience =
  | (AnnouncementReaders & {
      kind: 'announcement';
      /** Its readers before this event, when an edit moved it to other readers: they must learn that it left their dashboards. */
      previous?: AnnouncementReaders;
    })
  | { kind: 'order'; practiceId: string; patientAccount: string }
  | { kind: 'analysis'; jobKind: AnalysisJobKind; practiceId: string | null }
  | { kind: 'ops' };

export interface LiveMessage {
  topic: LiveTopic;
  /** The event's global position: the SSE id, and the client's x-min-position for its re-read. */
  position: number;
  type: string;
  id: string;
  audience: LiveAudience;
}

export interface LiveViewer {
  accountNumber: string;
  customerGroup: string;
  practiceId?: string | null;
  /** True while a CSR acts as this user: they see what the user sees. */
  impersonated?: boolean;
}

/** May this signed-in user receive this message? */
export function mayReceive(audience: LiveAudience, viewer: LiveViewer): boolean {
  const csr = viewer.customerGroup === 'CSR' && !viewer.impersonated;
  if (audience.kind === 'announcement') return csr || isInAudience(audience, viewer) || (!!audience.previous && isInAudience(audience.previous, viewer));
  if (audience.kind === 'ops') return viewer.customerGroup === 'Operator';
  if (audience.kind === 'analysis') return mayFollowAnalysisJob(audience.jobKind, viewer, audience.practiceId);
  if (viewer.customerGroup === 'Patient') return viewer.accountNumber === audience.patientAccount;
  if (viewer.customerGroup === 'Staff' || viewer.customerGroup === 'Practice') return !!viewer.practiceId && viewer.practiceId === audience.practiceId;
  return false;
}

/** The wire form: no audience, no data beyond ids. */
export function publicPart(message: LiveMessage): { topic: LiveTopic; position: number; type: string; id: string } {
  return { topic: message.topic, position: message.position, type: message.type, id: message.id };
}
