import type { Kysely } from 'kysely';
import type { AccessClaims } from '../../../domain/identity/access-token';
import { localDay, todayIn } from '../../../domain/reports/report-days';
import { timeZoneOfState } from '../../../domain/reports/time-zones';
import { DomainError } from '../../../domain/shared/errors';
import type { SqlClient } from '../../../infra/db/sql-client';
import type { Snapshot } from '../../../infra/read-models/snapshots';
import { visibleSnapshots } from '../../lib/visible-snapshots';
import { READ_MODEL_SCHEMA, type ReadModels } from '../../../infra/read-models/tables';

/** The report projections (their names in the registry and for read-your-writes). */
export const ORDER_STATUS_REPORT = 'order_status_report';
export const SALES_DASHBOARD = 'sales_dashboard';

export interface ReportSource {
  /** Where to read: `rm`, or the snapshot's schema (taken from the registry, never from input). */
  schema: string;
  snapshot: { id: string; asOf: string; builtAt: string } | null;
}

const SNAPSHOT_SCHEMA = /^asof_[a-z0-9_]{1,58}$/;

/**
 * Reports are the practice's (D-179): Staff and the administrator read every location of their
 * practice (a CSR only by impersonation, whose token is theirs). Nothing else ever enters a query.
 */
export function reportPracticeOf(claims: AccessClaims): string {
  if (!claims.practiceId) throw new DomainError('forbidden', 'FORBIDDEN', 'This account is not attached to a practice.');
  return claims.practiceId;
}

/**
 * Live read models, or the snapshot `asOf` names (unknown id, another practice's snapshot, or one
 * without this report → 404).
 */
export async function reportSource(ctx: { sql: SqlClient; db: Kysely<ReadModels> }, asOf: string | undefined, projection: string, practiceId: string): Promise<ReportSource> {
  if (!asOf) return { schema: READ_MODEL_SCHEMA, snapshot: null };
  const found: Snapshot | undefined = (await visibleSnapshots(ctx, practiceId)).find((s) => s.id === asOf);
  if (!found || !found.projections.includes(projection) || !SNAPSHOT_SCHEMA.test(found.schemaName)) {
    throw new DomainError('not_found', 'SNAPSHOT_NOT_FOUND', `There is no snapshot "${asOf}" of this report. Choose one of the listed snapshots, or leave it out for live data.`);
  }
  return { schema: found.schemaName, snapshot: { id: found.id, asOf: found.asOf, builtAt: found.builtAt } };
}

/** The time zone of the practice's first location (the administrator's default, D-091); UTC without one. */
export async function practiceTimeZone(db: Kysely<ReadModels>, practiceId: string): Promise<string> {
  const first = await db
    .withSchema(READ_MODEL_SCHEMA)
    .selectFrom('locations')
    .select('state')
    .where('practice_id', '=', practiceId)
    .orderBy('added_position')
    .orderBy('location_id')
    .executeTakeFirst();
  return timeZoneOfState(first?.state);
}

/**
 * "Today" for a practice's reports: today where its first location is; for a snapshot, no later
 * than the snapshot's own day (D-183), so its default range shows the days it holds.
 */
export function reportToday(timeZone: string, snapshot: ReportSource['snapshot'], now: Date = new Date()): string {
  const today = todayIn(timeZone, now);
  if (!snapshot) return today;
  const asOfDay = localDay(snapshot.asOf, timeZone);
  return asOfDay < today ? asOfDay : today;
}
