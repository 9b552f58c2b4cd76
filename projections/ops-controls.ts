import type { Insertable } from 'kysely';
import { describeEvent } from '../domain/history/describe-event';
import { OPS_EVENT_TYPES, type OpsEvent } from '../domain/ops/events';
import type { StoredEventOf } from '../infra/event-store/port';
import type { OpsControlsTable } from '../infra/read-models/tables';
import { type Projection, projectionOf } from './lib/projection';

type Row = Insertable<OpsControlsTable>;

/** Events of the console that go into its audit trail: the operators' actions and the rebuilds' outcomes (not the progress). */
const AUDITED = new Set<string>(['ProjectionPaused', 'ProjectionResumed', 'ProjectionRebuildRequested', 'ProjectionRebuildCompleted', 'ProjectionRebuildFailed', 'JobRetryRequested']);

function blank(projection: string): Row {
  return {
    projection,
    paused: false,
    paused_by: null,
    paused_at: null,
    rebuild_id: null,
    rebuild_status: null,
    rebuild_process: null,
    rebuild_requested_by: null,
    rebuild_requested_at: null,
    rebuild_applied: 0,
    rebuild_total: 0,
    rebuild_rate: 0,
    rebuild_eta: 0,
    rebuild_progress_at: null,
    last_outcome: null,
    last_outcome_at: null,
    last_applied: null,
    last_seconds: null,
    last_reason: null,
  };
}

const noRebuild = { rebuild_id: null, rebuild_status: null, rebuild_process: null, rebuild_requested_by: null, rebuild_requested_at: null, rebuild_applied: 0, rebuild_total: 0, rebuild_rate: 0, rebuild_eta: 0, rebuild_progress_at: null };

function applyEvent(row: Row, e: StoredEventOf<OpsEvent>): Row {
  const by = e.metadata.actor.accountNumber;
  switch (e.type) {
    case 'ProjectionPaused':
      return { ...row, paused: true, paused_by: by, paused_at: e.data.pausedAt };
    case 'ProjectionResumed':
      return { ...row, paused: false, paused_by: null, paused_at: null };
    case 'ProjectionRebuildRequested':
      return { ...row, ...noRebuild, rebuild_id: e.data.rebuildId, rebuild_status: 'requested', rebuild_requested_by: by, rebuild_requested_at: e.data.requestedAt };
    case 'ProjectionRebuildStarted':
      return row.rebuild_id === e.data.rebuildId ? { ...row, rebuild_status: 'running', rebuild_process: e.data.processId } : row;
    case 'ProjectionRebuildProgressed':
      return row.rebuild_id === e.data.rebuildId
        ? { ...row, rebuild_applied: e.data.applied, rebuild_total: e.data.total, rebuild_rate: e.data.eventsPerSecond, rebuild_eta: e.data.etaSeconds, rebuild_progress_at: e.data.at }
        : row;
    case 'ProjectionRebuildCompleted':
      return row.rebuild_id === e.data.rebuildId
        ? { ...row, ...noRebuild, last_outcome: 'completed', last_outcome_at: e.data.completedAt, last_applied: e.data.applied, last_seconds: e.data.seconds, last_reason: null }
        : row;
    case 'ProjectionRebuildFailed':
      return row.rebuild_id === e.data.rebuildId ? { ...row, ...noRebuild, last_outcome: 'failed', last_outcome_at: e.data.failedAt, last_applied: null, last_seconds: null, last_reason: e.data.reason } : row;
    default:
      return row;
  }
}

/**
 * The operations console's read model (issue #33, D-781): per projection an operator acted on,
 * paused (by whom, when), its rebuild in progress with its progress, and its last rebuild's
 * outcome; and the operators' actions in words (`ops_actions`, the console's audit trail).
 */
export const opsControlsProjection: Projection = projectionOf<OpsEvent>({
  name: 'ops_controls',
  version: 1,
  eventTypes: OPS_EVENT_TYPES,
  tables: ['ops_controls', 'ops_actions'],
  ddl: (s) => /* sql */ `
    CREATE TABLE IF NOT EXISTS ${s}.ops_controls (
      projection           text PRIMARY KEY,
      paused               boolean NOT NULL,
      paused_by            text,
      paused_at            text,
      rebuild_id           text,
      rebuild_status       text,
      rebuild_process      text,
      rebuild_requested_by text,
      rebuild_requested_at text,
      rebuild_applied      bigint NOT NULL,
      rebuild_total        bigint NOT NULL,
      rebuild_rate         double precision NOT NULL,
      rebuild_eta          double precision NOT NULL,
      rebuild_progress_at  text,
      last_outcome         text,
      last_outcome_at      text,
      last_applied         bigint,
      last_seconds         double precision,
      last_reason          text
    );
    CREATE TABLE IF NOT EXISTS ${s}.ops_actions (
      position    bigint PRIMARY KEY,
      occurred_at text NOT NULL,
      actor       text NOT NULL,
      event_type  text NOT NULL,
      description text NOT NULL
    );`,
  async apply({ db }, events) {
    const names = [...new Set(events.filter((e) => e.type !== 'JobRetryRequested').map((e) => (e.data as { projection: string }).projection))];
    const rows = new Map<string, Row>();
    if (names.length) for (const r of await db.selectFrom('ops_controls').selectAll().where('projection', 'in', names).execute()) rows.set(r.projection, r);
    const actions = [];
    for (const e of events) {
      if (e.type !== 'JobRetryRequested') {
        const name = e.data.projection;
        rows.set(name, applyEvent(rows.get(name) ?? blank(name), e));
      }
      if (AUDITED.has(e.type)) {
        actions.push({ position: e.globalPosition, occurred_at: e.metadata.occurredAt, actor: e.metadata.actor.accountNumber, event_type: e.type, description: describeEvent(e) });
      }
    }
    if (rows.size) {
      await db.deleteFrom('ops_controls').where('projection', 'in', [...rows.keys()]).execute();
      await db.insertInto('ops_controls').values([...rows.values()]).execute();
    }
    if (actions.length) await db.insertInto('ops_actions').values(actions).onConflict((oc) => oc.column('position').doNothing()).execute();
  },
});
