/**
 * Due work (guide §4 "Time, schedules and live updates"): the event that makes work due records
 * its due time; a rule per context turns such events into timers; the `timers` projection keeps
 * what is due and when; one scheduler fires due timers through a handler of the timer's kind,
 * which appends the resulting event with an idempotency key derived from the timer. A later event
 * may move a timer (same id, new due time) or cancel it (e.g. the work was done by hand).
 */

/** One piece of work due at a moment. `timerId` is deterministic (derived from the stream), so a replay sets the same timer. */
export interface DueWork {
  timerId: string;
  /** Handler name, e.g. 'announcement.publish'. */
  kind: string;
  /** ISO instant. */
  dueAt: string;
  /** What the handler needs besides the timer id (kept small: ids, versions). */
  payload: Record<string, unknown>;
}

export interface TimerChanges {
  set?: DueWork[];
  /** Timer ids whose work is done or no longer wanted. */
  cancel?: string[];
}

/** The event as a timer rule sees it: type, data, stream and the time it happened. */
export interface TimerSourceEvent {
  type: string;
  data: unknown;
  streamId: string;
  occurredAt: string;
}

/** A context's rule: which events set or cancel its timers. Pure and deterministic. */
export interface TimerRule {
  name: string;
  eventTypes: readonly string[];
  timersOf(event: TimerSourceEvent): TimerChanges;
}
