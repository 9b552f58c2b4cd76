import type { TimerHandler } from './scheduler';

/**
 * The handler of every timer kind (domain rules set the timers: projections/lib/timer-rules.ts).
 * A handler re-reads the stream it acts on, decides from its current state (the work may have
 * been done or cancelled by hand meanwhile) and appends with the timer's idempotency key.
 */
export const TIMER_HANDLERS: Readonly<Record<string, TimerHandler>> = {};
