import type { Kysely } from 'kysely';
import { type PracticeInfo, type PracticeLocation } from '../../domain/practices/api-schemas';
import { expiryOfYears } from '../../domain/practices/set-default-rx-expiry';
import { DomainError } from '../../domain/shared/errors';
import type { ReadModels } from '../../infra/read-models/tables';

/** The locations of a practice with their account state, by name. */
export async function practiceLocations(db: Kysely<ReadModels>, practiceId: string): Promise<PracticeLocation[]> {
  const rows = await db
    .withSchema('rm')
    .selectFrom('locations')
    .selectAll()
    .where('practice_id', '=', practiceId)
    .orderBy('name')
    .orderBy('location_id')
    .execute();
  return rows.map((l) => ({
    locationId: l.location_id,
    practiceId: l.practice_id,
    name: l.name,
    address1: l.address1,
    address2: l.address2,
    city: l.city,
    state: l.state,
    zip: l.zip,
    phone: l.phone,
    deactivated: l.deactivated,
  }));
}

/** A practice from the read models; 404 when it does not exist. */
export async function loadPracticeInfo(db: Kysely<ReadModels>, practiceId: string): Promise<PracticeInfo> {
  const p = await db.withSchema('rm').selectFrom('practices').selectAll().where('practice_id', '=', practiceId).executeTakeFirst();
  if (!p) throw new DomainError('not_found', 'PRACTICE_NOT_FOUND', 'Practice not found');
  return {
    practiceId: p.practice_id,
    name: p.name,
    phone: p.phone,
    isPracticeBlocked: p.blocked,
    isCreditOnHold: p.credit_hold,
    defaultRxExpiry: expiryOfYears(p.default_rx_expiry_years === 1 ? 1 : p.default_rx_expiry_years === 2 ? 2 : undefined),
    locations: await practiceLocations(db, practiceId),
  };
}
