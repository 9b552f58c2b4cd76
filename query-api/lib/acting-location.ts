import type { Kysely } from 'kysely';
import type { AccessClaims } from '../../domain/identity/access-token';
import { foundLocation, locationScope, type PracticeLocation } from '../../domain/practices/location-scope';
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
export async function locationForQuery(db: Kysely<ReadModels>, claims: AccessClaims, requested: string | undefined): Promise<PracticeLocation> {
  const scope = locationScope(claims, requested, 'see');
  if (scope.fixed) return { practiceId: scope.practiceId, locationId: scope.locationId };
  const { practiceId } = scope;
  const locationId = scope.locationId ?? (await firstLocationOf(db, practiceId));
  const found = locationId
    ? await db.withSchema('rm').selectFrom('locations').select('location_id').where('location_id', '=', locationId).where('practice_id', '=', practiceId).executeTakeFirst()
    : undefined;
  return foundLocation(practiceId, locationId, !!found);
}
