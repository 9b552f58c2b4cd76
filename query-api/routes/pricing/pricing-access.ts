import type { Kysely } from 'kysely';
import type { AccessClaims } from '../../../domain/identity/access-token';
import { PRICING_MESSAGES } from '../../../domain/pricing/messages';
import { DomainError } from '../../../domain/shared/errors';
import type { ReadModels } from '../../../infra/read-models/tables';

export interface PricingLocationRef {
  locationId: string;
  practiceId: string;
  name: string;
}

/** The practice's locations in the order they were added (the first is the administrator's default). */
async function practiceLocations(db: Kysely<ReadModels>, practiceId: string): Promise<PricingLocationRef[]> {
  const rows = await db
    .withSchema('rm')
    .selectFrom('locations')
    .select(['location_id', 'practice_id', 'name'])
    .where('practice_id', '=', practiceId)
    .orderBy('added_position')
    .orderBy('location_id')
    .execute();
  return rows.map((r) => ({ locationId: r.location_id, practiceId: r.practice_id, name: r.name }));
}

const notFound = () => new DomainError('not_found', 'LOCATION_NOT_FOUND', PRICING_MESSAGES.locationNotFound);

/**
 * The locations a pricing read is for (D-153): Staff only their own (another location of the
 * practice → 403); the administrator any of the practice's, by default all of them (`all`) or the
 * first (`first`); a patient (only /pricing/patient) the locations of their own practice, by default
 * their own. A location outside the caller's practice → 404, with no hint that it exists.
 */
export async function pricingLocationsFor(
  db: Kysely<ReadModels>,
  claims: AccessClaims,
  requested: readonly string[] | undefined,
  byDefault: 'all' | 'first',
): Promise<PricingLocationRef[]> {
  const practiceId = claims.practiceId;
  if (!practiceId) throw new DomainError('forbidden', 'FORBIDDEN', 'This account is not attached to a practice.');
  const all = await practiceLocations(db, practiceId);
  const byId = new Map(all.map((l) => [l.locationId, l]));
  const wanted = requested && requested.length > 0 ? requested : undefined;
  if (claims.customerGroup === 'Staff' || claims.customerGroup === 'Patient') {
    const own = claims.locationId ? byId.get(claims.locationId) : undefined;
    if (wanted) {
      const unknown = wanted.find((id) => !byId.has(id));
      if (unknown) throw notFound();
      if (claims.customerGroup === 'Patient') return wanted.map((id) => byId.get(id)!);
      if (wanted.some((id) => id !== claims.locationId)) throw new DomainError('forbidden', 'FORBIDDEN', PRICING_MESSAGES.staffOwnLocation);
    }
    if (own) return [own];
    if (claims.customerGroup === 'Patient' && all[0]) return [all[0]];
    throw new DomainError('forbidden', 'FORBIDDEN', 'This account is not attached to a practice location.');
  }
  if (wanted) {
    if (wanted.some((id) => !byId.has(id))) throw notFound();
    return wanted.map((id) => byId.get(id)!);
  }
  if (all.length === 0) throw notFound();
  return byDefault === 'all' ? all : [all[0]!];
}
