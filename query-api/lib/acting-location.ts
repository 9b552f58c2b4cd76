import type { Kysely } from 'kysely';
import type { AccessClaims } from '../../domain/identity/access-token';
import { DomainError } from '../../domain/shared/errors';
import type { ReadModels } from '../../infra/read-models/tables';

/** The practice's first location (the administrator's default, as the command API's), from the read model. */
export async function firstLocationOf(db: Kysely<ReadModels>, practiceId: string): Promise<string | undefined> {
  const row = await db
    .withSchema('rm')
    .selectFrom('locations')
    .select('location_id')
    .where('practice_id', '=', practiceId)
    .orderBy('added_position')
    .orderBy('location_id')
    .executeTakeFirst();
  return row?.location_id;
}

/**
 * The location a practice read is for (decision D-091): Staff their own (another id → 403); the
 * administrator any location of the practice, by default the first. Unknown → 404.
 */
export async function locationForQuery(
  db: Kysely<ReadModels>,
  claims: AccessClaims,
  requested: string | undefined,
): Promise<{ practiceId: string; locationId: string }> {
  const practiceId = claims.practiceId;
  if (!practiceId) throw new DomainError('forbidden', 'FORBIDDEN', 'This account is not attached to a practice.');
  if (claims.customerGroup === 'Staff') {
    if (!claims.locationId) throw new DomainError('forbidden', 'FORBIDDEN', 'This account is not attached to a practice location.');
    if (requested && requested !== claims.locationId) throw new DomainError('forbidden', 'FORBIDDEN', 'Practice staff see only their own location.');
    return { practiceId, locationId: claims.locationId };
  }
  const locationId = requested ?? claims.locationId ?? (await firstLocationOf(db, practiceId));
  const found = locationId
    ? await db.withSchema('rm').selectFrom('locations').select('location_id').where('location_id', '=', locationId).where('practice_id', '=', practiceId).executeTakeFirst()
    : undefined;
  if (!locationId || !found) throw new DomainError('not_found', 'LOCATION_NOT_FOUND', 'This practice has no location with this id.');
  return { practiceId, locationId };
}
