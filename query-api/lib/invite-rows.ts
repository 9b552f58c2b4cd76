import { type ExpressionBuilder, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { FOLLOW_UP_AFTER_DAYS, inviteEligibility } from '../../domain/invites/invite-eligibility';
import type { InviteListReply, InvitePatientView, InviteSortKey, InviteStatus } from '../../domain/invites/api-schemas';
import type { PatientInvitesTable, ReadModels } from '../../infra/read-models/tables';

type DB = ReadModels;
type Row = PatientInvitesTable & { status: InviteStatus | null };

/** The clock the lists are computed at: today (YYYY-MM-DD, prescriptions) and the follow-up cutoff (ISO). */
export function listClock(now = new Date()) {
  return {
    now,
    today: now.toISOString().slice(0, 10),
    followUpCutoff: new Date(now.getTime() - FOLLOW_UP_AFTER_DAYS * 86_400_000).toISOString(),
  };
}

/** A patient's invite status (null: not invited and not ready to invite, or registered without an invite). */
export function statusExpr(clock: ReturnType<typeof listClock>) {
  return sql<InviteStatus | null>`CASE
    WHEN registered_at IS NOT NULL AND invite_count > 0 THEN 'registered'
    WHEN registered_at IS NOT NULL THEN NULL
    WHEN bounced THEN 'bounced'
    WHEN delivered_count > 0 AND last_invited_at <= ${clock.followUpCutoff} THEN 'followup'
    WHEN delivered_count > 0 THEN 'invited'
    WHEN profile_complete AND has_current_prescription_until > ${clock.today} THEN 'ready'
    ELSE NULL END`;
}

/** Status sort: what needs doing first. */
function statusRank(clock: ReturnType<typeof listClock>) {
  return sql<number>`CASE
    WHEN registered_at IS NOT NULL AND invite_count > 0 THEN 4
    WHEN registered_at IS NOT NULL THEN 5
    WHEN bounced THEN 2
    WHEN delivered_count > 0 AND last_invited_at <= ${clock.followUpCutoff} THEN 1
    WHEN delivered_count > 0 THEN 3
    WHEN profile_complete AND has_current_prescription_until > ${clock.today} THEN 0
    ELSE 5 END`;
}

export function inviteRows(db: Kysely<DB>, practiceId: string, clock: ReturnType<typeof listClock>) {
  return db
    .withSchema('rm')
    .selectFrom('patient_invites')
    .where('practice_id', '=', practiceId)
    .where('deactivated', '=', false)
    .selectAll()
    .select(statusExpr(clock).as('status'));
}

/** The invite rows of one practice, as the lists narrow and page them. */
export type InviteRowsQuery = SelectQueryBuilder<DB, 'patient_invites', Row>;
type Q = InviteRowsQuery;

export async function pageOf(
  query: Q,
  input: { sortBy: InviteSortKey; sortDirection: 'asc' | 'desc'; limit: number; offset: number },
  clock: ReturnType<typeof listClock>,
  db: Kysely<DB>,
  practiceId: string,
): Promise<InviteListReply> {
  const dir = input.sortDirection;
  let sorted = query;
  if (input.sortBy === 'email') sorted = sorted.orderBy('email', dir);
  else if (input.sortBy === 'lastInviteDate') sorted = sorted.orderBy(sql`last_invited_at ${sql.raw(dir)} NULLS LAST`);
  else if (input.sortBy === 'status') sorted = sorted.orderBy(statusRank(clock), dir);
  sorted = sorted.orderBy('sort_name', input.sortBy === 'name' ? dir : 'asc').orderBy('account_number', 'asc');
  const [rows, count, last] = await Promise.all([
    sorted.limit(input.limit).offset(input.offset).execute(),
    query.clearSelect().select(sql<number>`count(*)`.as('n')).executeTakeFirst(),
    db
      .withSchema('rm')
      .selectFrom('patient_invites')
      .select((eb: ExpressionBuilder<DB, 'patient_invites'>) => eb.fn.max('last_invited_at').as('last'))
      .where('practice_id', '=', practiceId)
      .executeTakeFirst(),
  ]);
  return {
    items: rows.map((r) => toInviteView(r as Row, clock.now)),
    total: Number(count?.n ?? 0),
    limit: input.limit,
    offset: input.offset,
    lastInviteDate: (last?.last as string | null | undefined) ?? null,
  };
}

export function toInviteView(r: Row, now: Date): InvitePatientView {
  const e = inviteEligibility(
    {
      registered: r.registered_at !== null,
      deactivated: r.deactivated,
      profile: { firstName: r.first_name, lastName: r.last_name, email: r.email, dob: r.dob, phone: r.phone },
      activePrescriptionUntil: r.has_current_prescription_until,
      email: r.email,
      bouncedEmail: r.bounced ? r.email : null,
      deliveredInvites: r.delivered_count,
      lastInviteAt: r.last_invited_at,
    },
    now,
  );
  return {
    accountNumber: r.account_number,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    locationId: r.location_id,
    status: r.status,
    inviteCount: r.invite_count,
    firstInviteDate: r.first_invited_at,
    lastInviteDate: r.last_invited_at,
    isInviteFlagged: r.invite_flagged,
    isEmailBounced: r.bounced,
    bouncedEmail: r.bounced_email,
    bouncedAt: r.bounced_at,
    isRegistered: r.registered_at !== null,
    isDeactivated: r.deactivated,
    hasCompletedProfile: r.profile_complete,
    hasCurrentPrescriptionUntil: r.has_current_prescription_until,
    eligible: e.eligible,
    kind: e.kind,
    followUpFrom: e.followUpFrom,
    reasons: e.reasons,
  };
}
