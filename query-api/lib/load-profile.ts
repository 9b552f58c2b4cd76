import type { Kysely } from 'kysely';
import type { AccessClaims } from '../../domain/identity/access-token';
import { type CustomerProfile } from '../../domain/identity/api-schemas';
import { toCustomerProfile } from '../../domain/identity/customer-profile';
import type { CustomerGroup } from '../../domain/identity/customer-group';
import type { ReadModels } from '../../infra/read-models/tables';
import { loadPmsStatus } from './pms-status';

/** A customer's profile from the read models (customers + practices + locations + mfa_settings). */
export async function loadProfile(
  db: Kysely<ReadModels>,
  accountNumber: string,
  claims?: AccessClaims,
): Promise<CustomerProfile | undefined> {
  const row = await db
    .withSchema('rm')
    .selectFrom('customers as c')
    .leftJoin('locations as l', 'l.location_id', 'c.location_id')
    .leftJoin('practices as p', 'p.practice_id', 'c.practice_id')
    .leftJoin('mfa_settings as m', 'm.account_number', 'c.account_number')
    .select([
      'c.account_number', 'c.customer_group', 'c.email', 'c.first_name', 'c.last_name', 'c.dob', 'c.phone',
      'c.practice_id', 'c.registration_date', 'p.name as practice_name', 'c.addresses', 'c.has_been_sent_email',
      'l.location_id', 'l.name as location_name', 'l.address1', 'l.address2', 'l.city', 'l.state', 'l.zip',
      'l.phone as location_phone',
      'm.is_mfa_enabled', 'm.hide_mfa_modal',
      'c.is_registered', 'c.is_deactivated', 'c.is_imported', 'c.last_sync_date', 'c.is_invite_flagged',
    ])
    .where('c.account_number', '=', accountNumber)
    .executeTakeFirst();
  if (!row) return undefined;
  const practiceUser = (row.customer_group === 'Staff' || row.customer_group === 'Practice') && row.practice_id;
  const bounced =
    row.customer_group === 'Patient'
      ? (await db.withSchema('rm').selectFrom('patient_invites').select('bounced').where('account_number', '=', accountNumber).executeTakeFirst())?.bounced === true
      : false;
  const pms = practiceUser
    ? await loadPmsStatus(db, { accountNumber: row.account_number, practiceId: row.practice_id!, locationId: row.location_id })
    : undefined;
  return toCustomerProfile({
    accountNumber: row.account_number,
    customerGroup: row.customer_group as CustomerGroup,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    dob: row.dob,
    phone: row.phone,
    practiceId: row.practice_id,
    practiceName: row.practice_name,
    registrationDate: row.registration_date,
    addresses: row.addresses,
    hasBeenSentEmail: row.has_been_sent_email,
    location: row.location_id
      ? {
          locationId: row.location_id,
          practiceId: row.practice_id ?? '',
          name: row.location_name ?? '',
          address1: row.address1 ?? '',
          address2: row.address2,
          city: row.city ?? '',
          state: row.state ?? '',
          zip: row.zip ?? '',
          phone: row.location_phone,
        }
      : null,
    impersonator: claims?.impersonator,
    isMfaEnabled: row.is_mfa_enabled ?? false,
    hideMfaModal: row.hide_mfa_modal ?? false,
    isRegistered: row.is_registered,
    isDeactivated: row.is_deactivated,
    isInviteFlagged: row.is_invite_flagged,
    isEmailBounced: bounced,
    isImported: row.is_imported,
    lastSyncDate: pms ? pms.lastSyncDate : row.last_sync_date,
    hidePmsIntegrationBanner: pms?.hidePmsIntegrationBanner ?? false,
    hidePmsUpdateBanner: pms?.hidePmsUpdateBanner ?? false,
  });
}
