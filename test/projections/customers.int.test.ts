import { beforeAll, describe, expect, it } from 'vitest';
import { customersProjection } from '../../projections/customers';
import { projectionBed } from '../support/projection-bed';

/** The customers read model: every event it handles, folded in memory (live) and replayed (rebuild, COPY). */

const { kdb, at, given, project, expectRebuildMatches } = projectionBed({ start: new Date(Date.UTC(2026, 3, 1, 9, 0)) });

const patient = (n: string, extra: Record<string, unknown> = {}) => ({
  accountNumber: n, practiceId: 'PR-1', locationId: 'L-A', firstName: `Ann${n}`, lastName: 'Lee', email: `ann${n}@example.com`, dob: '01/02/1990', phone: '5125550143', ...extra,
});

beforeAll(async () => {
  await given('customer-300', [{ type: 'CustomerRegistered', data: { accountNumber: '300', customerGroup: 'Staff', email: 'Staff@Example.com', firstName: 'Sam', lastName: 'Tab\tName', practiceId: 'PR-1', locationId: 'L-A' } }]); // 1
  await given('customer-301', [
    { type: 'PatientCreated', data: patient('301') }, // 2
    { type: 'PasswordSet', data: {} }, // 3
    { type: 'PasswordSet', data: {} }, // 4: registered once, at the first
    { type: 'WelcomeEmailSent', data: {} }, // 5
    { type: 'CustomerProfileUpdated', data: { firstName: 'Anna', lastName: 'Lee-Back\\slash', phone: null, dob: '03/04/1991', addresses: [{ line1: '1 Main\nSt', city: 'Austin' }] } }, // 6
    { type: 'EmailChanged', data: { email: 'anna@example.com' } }, // 7
    { type: 'InviteFlagSet', data: { flagged: true } }, // 8
    { type: 'PmsUpdateBannerDisabled', data: {} }, // 9
  ]);
  await given('customer-302', [
    { type: 'PatientCreated', data: patient('302', { isImported: true, lastSyncDate: '2026-03-01T00:00:00.000Z' }) }, // 10
    { type: 'PatientCreated', data: patient('302', { firstName: 'Duplicate' }) }, // 11: ignored, the row exists
    { type: 'PatientSyncedFromPms', data: { firstName: 'Bo', lastName: 'Ng', phone: '5125550100', lastSyncDate: '2026-04-01T00:00:00.000Z' } }, // 12
    { type: 'PatientDeactivated', data: {} }, // 13
  ]);
  await given('customer-300', [{ type: 'PmsIntegrationBannerDisabled', data: {} }, { type: 'StaffMemberDeactivated', data: {} }]); // 14, 15
  await given('customer-999', [{ type: 'EmailChanged', data: { email: 'nobody@example.com' } }]); // 16: no row, nothing made
  await project([customersProjection], 3);
});

describe('customers read model', () => {
  it('folds every event into one row per account', async () => {
    const rows = await kdb.withSchema('rm').selectFrom('customers').selectAll().orderBy('account_number').execute();
    expect(rows.map((r) => r.account_number)).toEqual(['300', '301', '302']);
    const [staff, ann, bo] = rows;
    expect(staff).toMatchObject({ customer_group: 'Staff', last_name: 'Tab\tName', is_registered: false, registration_date: at(1), pms_integration_banner_hidden: true, is_deactivated: true, deactivated_at: at(15), updated_at: at(15) });
    expect(ann).toMatchObject({
      first_name: 'Anna', last_name: 'Lee-Back\\slash', phone: null, dob: '03/04/1991', email: 'anna@example.com', search_text: 'anna lee-back\\slash anna@example.com',
      is_registered: true, registration_date: at(3), has_been_sent_email: true, is_invite_flagged: true, pms_update_banner_dismissed_at: at(9), updated_at: at(7),
      addresses: [{ line1: '1 Main\nSt', city: 'Austin' }], created_at: at(2), created_by: '700000001',
    });
    expect(bo).toMatchObject({ first_name: 'Bo', last_name: 'Ng', dob: '01/02/1990', phone: '5125550100', is_imported: true, last_sync_date: '2026-04-01T00:00:00.000Z', search_text: 'bo ng ann302@example.com', is_deactivated: true, deactivated_at: at(13) });
  });

  it('rebuilds byte-identically: rows kept in memory and copied at the end, or spilled every batch', async () => {
    await expectRebuildMatches(customersProjection, { batchSize: 1000, intoSchema: 'customers_rebuild_whole' });
    await expectRebuildMatches(customersProjection, { batchSize: 1, intoSchema: 'customers_rebuild_one' });
    await expectRebuildMatches(customersProjection, { batchSize: 2, replayMaxRows: 1, intoSchema: 'customers_rebuild_spill' });
  });
});
