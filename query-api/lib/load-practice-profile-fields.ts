import { type Kysely, sql } from 'kysely';
import { type PracticeProfileFields } from '../../domain/practices/api-schemas';
import type { ReadModels } from '../../infra/read-models/tables';
import { firstLocationOf } from './acting-location';
import { loadPmsStatus } from './pms-status';

/** Whether a read-model table exists (another part's projection may not be deployed yet). */
async function tableExists(db: Kysely<ReadModels>, name: string): Promise<boolean> {
  const { rows } = await sql<{ t: string | null }>`SELECT to_regclass(${`rm.${name}`})::text AS t`.execute(db);
  return Boolean(rows[0]?.t);
}

/**
 * The practice-group fields of /customer/get (spec point 3), from the read models: account states
 * from `practices`/`locations`; lastInviteDate from `patient_invites` when that read model exists
 * (null otherwise); isSignupLocationPmsIntegrated from the PMS status (D-075: the caller's location
 * has imported from its PMS; administrator: any location of the practice) (decision D-094).
 */
export async function loadPracticeProfileFields(
  db: Kysely<ReadModels>,
  account: { accountNumber: string; practiceId: string; locationId: string | null; customerGroup: string },
): Promise<PracticeProfileFields> {
  const practice = await db
    .withSchema('rm')
    .selectFrom('practices')
    .select(['blocked', 'credit_hold'])
    .where('practice_id', '=', account.practiceId)
    .executeTakeFirst();
  const deactivated = await db
    .withSchema('rm')
    .selectFrom('locations')
    .select('location_id')
    .where('practice_id', '=', account.practiceId)
    .where('deactivated', '=', true)
    .orderBy('location_id')
    .execute();
  const deactivatedLocationIds = deactivated.map((r) => r.location_id);
  const actingLocationId = account.locationId ?? (await firstLocationOf(db, account.practiceId)) ?? null;

  let lastInviteDate: string | null = null;
  if (await tableExists(db, 'patient_invites')) {
    let q = db.withSchema('rm').selectFrom('patient_invites').select((eb) => eb.fn.max('last_invited_at').as('last'));
    q = account.customerGroup === 'Staff' && account.locationId ? q.where('location_id', '=', account.locationId) : q.where('practice_id', '=', account.practiceId);
    lastInviteDate = (await q.executeTakeFirst())?.last ?? null;
  }

  const pms = await loadPmsStatus(db, { accountNumber: account.accountNumber, practiceId: account.practiceId, locationId: account.locationId });

  return {
    isPracticeBlocked: practice?.blocked ?? false,
    isCreditOnHold: practice?.credit_hold ?? false,
    lastInviteDate,
    isSignupLocationPmsIntegrated: pms.isSignupLocationPmsIntegrated,
    ecpDeactivatedStatus: actingLocationId !== null && deactivatedLocationIds.includes(actingLocationId),
    actingLocationId,
    deactivatedLocationIds,
  };
}

/** A profile with the practice group's fields added for Practice and Staff (unchanged for other groups). */
export async function withPracticeFields<P extends { accountNumber: string; customerGroup: string; practiceId: string | null; locationId: string | null }>(
  db: Kysely<ReadModels>,
  profile: P,
): Promise<P & Partial<PracticeProfileFields>> {
  if ((profile.customerGroup !== 'Practice' && profile.customerGroup !== 'Staff') || !profile.practiceId) return profile;
  return { ...profile, ...(await loadPracticeProfileFields(db, { accountNumber: profile.accountNumber, practiceId: profile.practiceId, locationId: profile.locationId, customerGroup: profile.customerGroup })) };
}
