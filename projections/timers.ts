import type { DueWork, TimerRule } from '../domain/shared/due-work';
import type { Projection } from './lib/projection';
import { TIMER_RULES } from './lib/timer-rules';

/**
 * The `timers` read model (guide §4, due work): what is due and when, from the contexts' timer
 * rules. A later event moves a timer (same id) or cancels it; the scheduler
 * (workers/scheduler/scheduler.ts) fires what is due. Rows whose work is done are cancelled by
 * the event that did it, so the table holds pending work only and stays small.
 */
export function timersProjectionOf(rules: readonly TimerRule[]): Projection {
  const eventTypes = [...new Set(rules.flatMap((r) => r.eventTypes))];
  return {
    name: 'timers',
    // 2: the reorder reminder rule (issue #20) — a rebuild sets its timers from past orders.
    version: 2,
    // No rule yet → a type no event has, so the runner reads nothing (an empty list would mean "every type").
    eventTypes: eventTypes.length > 0 ? eventTypes : ['__no_timer_rules__'],
    tables: ['timers'],
    ddl: (s) => /* sql */ `
      CREATE TABLE IF NOT EXISTS ${s}.timers (
        timer_id    text PRIMARY KEY,
        kind        text NOT NULL,
        due_at      text NOT NULL,
        payload     jsonb NOT NULL,
        set_by      text NOT NULL,
        set_at      text NOT NULL
      );
      CREATE INDEX IF NOT EXISTS timers_due ON ${s}.timers (due_at, timer_id);`,
    async apply({ db }, events) {
      // Fold the batch first: the last change to a timer wins, then one DELETE and one upsert.
      const changes = new Map<string, (DueWork & { setBy: string; setAt: string }) | null>();
      for (const event of events) {
        for (const rule of rules) {
          if (!rule.eventTypes.includes(event.type)) continue;
          const { set = [], cancel = [] } = rule.timersOf({ type: event.type, data: event.data, streamId: event.streamId, occurredAt: event.metadata.occurredAt });
          for (const id of cancel) changes.set(id, null);
          for (const work of set) changes.set(work.timerId, { ...work, dueAt: new Date(work.dueAt).toISOString(), setBy: event.eventId, setAt: event.metadata.occurredAt });
        }
      }
      const cancelled = [...changes].filter(([, w]) => w === null).map(([id]) => id);
      const set = [...changes.values()].filter((w): w is NonNullable<typeof w> => w !== null);
      if (cancelled.length > 0) await db.deleteFrom('timers').where('timer_id', 'in', cancelled).execute();
      if (set.length > 0) {
        await db
          .insertInto('timers')
          .values(set.map((w) => ({ timer_id: w.timerId, kind: w.kind, due_at: w.dueAt, payload: JSON.stringify(w.payload), set_by: w.setBy, set_at: w.setAt })))
          .onConflict((oc) =>
            oc.column('timer_id').doUpdateSet((eb) => ({
              kind: eb.ref('excluded.kind'),
              due_at: eb.ref('excluded.due_at'),
              payload: eb.ref('excluded.payload'),
              set_by: eb.ref('excluded.set_by'),
              set_at: eb.ref('excluded.set_at'),
            })),
          )
          .execute();
      }
    },
  };
}

export const timersProjection: Projection = timersProjectionOf(TIMER_RULES);
