import type { Kysely } from 'kysely';
import { type PracticeInfo, type PracticeLocation } from '../../domain/practices/api-schemas';
import { expiryOfYears } from '../../domain/practices/set-default-rx-expiry';
import { DomainError } from '../../domain/shared/errors';
import type { ReadModels } from '../../infra/read-models/tables';
import { locationRows, locationSummary } from './practice-directory';

/** The locations of a practice with their account state, by name. */
export async function practiceLocations(db: Kysely<ReadModels>, practiceId: string): Promise<PracticeLocation[]> {
  return (await locationRows(db, [practiceId])).map((l) => ({ ...locationSummary(l), deactivated: l.deactivated }));
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
