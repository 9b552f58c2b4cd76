import type { Kysely } from 'kysely';
import { pmsBannerFlags } from '../../domain/patients/pms-banners';
import { type PmsIntegrationStatus } from '../../domain/patients/api-schemas';
import type { ReadModels } from '../../infra/read-models/tables';

/**
 * A practice user's PMS status (D-075): the last PMS import at their location (the practice
 * administrator without a location: any of the practice's), and their banner choices.
 */
export async function loadPmsStatus(
  db: Kysely<ReadModels>,
  user: { accountNumber: string; practiceId: string; locationId?: string | null },
): Promise<PmsIntegrationStatus> {
  let sync = db
    .withSchema('rm')
    .selectFrom('customers')
    .select((eb) => eb.fn.max('last_sync_date').as('last'))
    .where('practice_id', '=', user.practiceId)
    .where('last_sync_date', 'is not', null);
  if (user.locationId) sync = sync.where('location_id', '=', user.locationId);
  const [synced, me] = await Promise.all([
    sync.executeTakeFirst(),
    db
      .withSchema('rm')
      .selectFrom('customers')
      .select(['pms_integration_banner_hidden', 'pms_update_banner_dismissed_at'])
      .where('account_number', '=', user.accountNumber)
      .executeTakeFirst(),
  ]);
  return pmsBannerFlags({
    lastSyncDate: synced?.last ?? null,
    integrationBannerHidden: me?.pms_integration_banner_hidden ?? false,
    updateBannerDismissedAt: me?.pms_update_banner_dismissed_at ?? null,
  });
}
