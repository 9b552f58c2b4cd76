import type { Kysely } from 'kysely';
import type { AccessClaims } from '../../domain/identity/access-token';
import { DomainError } from '../../domain/shared/errors';
import type { ReadModels } from '../../infra/read-models/tables';

/** Staff notifications the caller sees: Staff their location's, the practice administrator the practice's. */
export function staffNotificationsOf(db: Kysely<ReadModels>, claims: AccessClaims) {
  if (!claims.practiceId) throw new DomainError('forbidden', 'FORBIDDEN', 'This account is not attached to a practice.');
  let query = db.withSchema('rm').selectFrom('staff_notifications as n').where('n.practice_id', '=', claims.practiceId);
  if (claims.customerGroup === 'Staff' && claims.locationId) query = query.where('n.location_id', '=', claims.locationId);
  return query;
}
