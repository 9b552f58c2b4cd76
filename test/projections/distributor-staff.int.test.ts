import { beforeAll, describe, expect, it } from 'vitest';
import type { CustomerEvent } from '../../domain/identity/events';
import type { MfaEvent } from '../../domain/security/events';
import type { EventMetadata } from '../../infra/event-store/port';
import { distributorStaffProjection } from '../../projections/distributor-staff';
import { testMeta } from '../support/event-meta';
import { projectionBed } from '../support/projection-bed';

/** The distributor_staff read model (issues #32, #33; D-744): given account events → one row per analyst or operator; deterministic rebuild. */

const { kdb, store, project, expectRebuildMatches } = projectionBed();

const at = (i: number) => new Date(Date.UTC(2026, 10, 1, 10, 0, i)).toISOString();
let n = 0;
async function given(stream: string, events: (CustomerEvent | MfaEvent)[], actor = { accountNumber: '900000001', customerGroup: 'CSR' }) {
  for (const e of events) {
    const metadata: EventMetadata = testMeta({ actor, occurredAt: at(++n) });
    await store.appendToStream(stream, [{ type: e.type, data: e.data, metadata }], { expectedVersion: 'any' });
  }
}
const registered = (account: string, customerGroup: 'Analyst' | 'Operator' | 'Staff', first: string): CustomerEvent => ({
  type: 'CustomerRegistered',
  data: { accountNumber: account, customerGroup, email: `${first.toLowerCase()}@example.com`, firstName: first, lastName: 'Zed', ...(customerGroup === 'Staff' ? { practiceId: 'PR-1', locationId: 'L-1' } : {}) },
});

beforeAll(async () => {
  // An analyst: invited, e-mailed, password set, two-factor on, signed in, renamed.
  await given('customer-310', [registered('310', 'Analyst', 'Ada'), { type: 'WelcomeEmailRequested', data: { requestedBy: '900000001', force: false, invitation: true } }]);
  await given('customer-310', [{ type: 'WelcomeEmailSent', data: { messageId: 'm1', to: 'ada@example.com', causationEventId: 'e1' } }], { accountNumber: 'system', customerGroup: 'System' });
  await given('customer-310', [{ type: 'PasswordSet', data: { passwordHash: 'h', via: 'welcome', tokenId: 'e1' } }], { accountNumber: '310', customerGroup: 'Analyst' });
  await given('mfa-310', [{ type: 'PhoneNumberSet', data: { phone: '5125550100' } }, { type: 'TwoFactorEnabled', data: { phone: '5125550100' } }], { accountNumber: '310', customerGroup: 'Analyst' });
  await given('customer-310', [{ type: 'SignedIn', data: { sessionId: 's1', expiresAt: 'x' } }, { type: 'CustomerProfileUpdated', data: { firstName: 'Augusta', lastName: 'King', phone: null, dob: null, addresses: [] } }], { accountNumber: '310', customerGroup: 'Analyst' });
  // An operator: invited, then deactivated before taking it up, restored, deactivated again.
  await given('customer-320', [
    registered('320', 'Operator', 'Olu'),
    { type: 'DistributorStaffDeactivated', data: { deactivatedBy: '900000001' } },
    { type: 'DistributorStaffReactivated', data: { reactivatedBy: '900000001' } },
    { type: 'DistributorStaffDeactivated', data: { deactivatedBy: '900000001' } },
  ]);
  // Anyone else's account and two-factor: no row.
  await given('customer-700', [registered('700', 'Staff', 'Sam'), { type: 'SignedIn', data: { sessionId: 's2', expiresAt: 'x' } }]);
  await given('mfa-700', [{ type: 'TwoFactorEnabled', data: { phone: '5125550101' } }]);
  await project([distributorStaffProjection], 3);
});

describe('distributor_staff read model', () => {
  it('one row per analyst or operator, with their state, invitation, two-factor and last sign-in', async () => {
    const rows = await kdb.withSchema('rm').selectFrom('distributor_staff').selectAll().orderBy('account_number').execute();
    expect(rows).toEqual([
      {
        account_number: '310', customer_group: 'Analyst', first_name: 'Augusta', last_name: 'King', email: 'ada@example.com', search_text: 'augusta king ada@example.com',
        status: 'active', invited_at: at(1), invited_by: '900000001', invitation_sent_at: at(3), two_factor_enabled: true, last_signed_in_at: at(7), deactivated_at: null, updated_at: at(8), password_set: true,
      },
      {
        account_number: '320', customer_group: 'Operator', first_name: 'Olu', last_name: 'Zed', email: 'olu@example.com', search_text: 'olu zed olu@example.com',
        status: 'deactivated', invited_at: at(9), invited_by: '900000001', invitation_sent_at: null, two_factor_enabled: false, last_signed_in_at: null, deactivated_at: at(12), updated_at: at(12), password_set: false,
      },
    ]);
  });

  it('rebuilds byte-identically, whatever the batch size', async () => {
    await expectRebuildMatches(distributorStaffProjection, { intoSchema: 'distributor_staff_rebuild' });
  });
});
