import type { Kysely, Selectable } from 'kysely';
import { type LocationSummary } from '../../domain/practices/api-schemas';
import type { ReadModels } from '../../infra/read-models/tables';

type LocationRow = Selectable<ReadModels['locations']>;

/** The location rows of these practices, by name. */
export function locationRows(db: Kysely<ReadModels>, practiceIds: readonly string[]): Promise<LocationRow[]> {
  return db.withSchema('rm').selectFrom('locations').selectAll().where('practice_id', 'in', practiceIds).orderBy('name').orderBy('location_id').execute();
}

/** A location as the API shows it in lists. */
export function locationSummary(l: LocationRow): LocationSummary {
  return { locationId: l.location_id, practiceId: l.practice_id, name: l.name, address1: l.address1, address2: l.address2, city: l.city, state: l.state, zip: l.zip, phone: l.phone };
}

/** The locations of these practices, by practice, each list ordered by name. */
export async function locationsOf(db: Kysely<ReadModels>, practiceIds: readonly string[]): Promise<Map<string, LocationSummary[]>> {
  const byPractice = new Map<string, LocationSummary[]>(practiceIds.map((id) => [id, []]));
  if (practiceIds.length === 0) return byPractice;
  for (const l of await locationRows(db, practiceIds)) byPractice.get(l.practice_id)?.push(locationSummary(l));
  return byPractice;
}
