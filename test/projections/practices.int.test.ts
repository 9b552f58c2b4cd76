import { beforeAll, describe, expect, it } from 'vitest';
import { practicesProjection } from '../../projections/practices';
import { projectionBed } from '../support/projection-bed';

/** The practices read model (v3): edited practice and location information, and each location's notification preferences. */

const { kdb, given, project, expectRebuildMatches } = projectionBed({ actor: { accountNumber: '700000000', customerGroup: 'Practice' }, start: new Date(Date.UTC(2026, 2, 1, 10, 0)) });

const address = { address1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' };

beforeAll(async () => {

  await given('practice-PR-1', [
    { type: 'PracticeRegistered', data: { practiceId: 'PR-1', name: 'Clearview', phone: '5125550100' } },
    { type: 'LocationAdded', data: { practiceId: 'PR-1', locationId: 'L-B', name: 'North', address } },
    { type: 'LocationAdded', data: { practiceId: 'PR-1', locationId: 'L-A', name: 'Downtown', address: { ...address, address2: 'Suite 1' }, phone: '5125550101' } },
    { type: 'PracticeInfoUpdated', data: { practiceId: 'PR-1', name: 'Clearview Optical', phone: null } },
    { type: 'LocationInfoUpdated', data: { practiceId: 'PR-1', locationId: 'L-A', name: 'Downtown Austin', address: { ...address, zip: '78702' }, phone: '5125550111' } },
    { type: 'PracticeNotificationPreferencesChanged', data: { practiceId: 'PR-1', locationId: 'L-A', changes: { weeklyReportNotificationEmail: true } } },
    { type: 'PracticeNotificationPreferencesChanged', data: { practiceId: 'PR-1', locationId: 'L-A', changes: { inviteBouncedNotificationEmail: false } } },
    { type: 'PracticeNotificationPreferencesChanged', data: { practiceId: 'PR-1', locationId: 'L-B', changes: { accessRequestNotificationEmail: false } } },
    { type: 'PracticeNotificationPreferencesChanged', data: { practiceId: 'PR-1', locationId: 'L-A', changes: { weeklyReportNotificationEmail: false, orderStatusNotificationEmail: false } } },
  ]);
  await project([practicesProjection], 4);
});

describe('practices read model', () => {
  it('keeps the edited practice and location information; locations remember the order they were added', async () => {
    expect(await kdb.withSchema('rm').selectFrom('practices').select(['practice_id', 'name', 'phone']).execute()).toEqual([
      { practice_id: 'PR-1', name: 'Clearview Optical', phone: null },
    ]);
    const locations = await kdb
      .withSchema('rm')
      .selectFrom('locations')
      .select(['location_id', 'name', 'address1', 'address2', 'zip', 'phone'])
      .orderBy('added_position')
      .execute();
    expect(locations).toEqual([
      { location_id: 'L-B', name: 'North', address1: '1 Main St', address2: null, zip: '78701', phone: null },
      { location_id: 'L-A', name: 'Downtown Austin', address1: '1 Main St', address2: null, zip: '78702', phone: '5125550111' },
    ]);
  });

  it('practice_notification_preferences: the defaults overlaid with every change, in order, per location', async () => {
    const rows = await kdb.withSchema('rm').selectFrom('practice_notification_preferences').selectAll().orderBy('location_id').execute();
    expect(rows).toEqual([
      {
        location_id: 'L-A',
        practice_id: 'PR-1',
        access_request_notification_email: true,
        order_status_notification_email: false,
        patient_registered_notification_email: true,
        invite_bounced_notification_email: false,
        weekly_report_notification_email: false,
      },
      {
        location_id: 'L-B',
        practice_id: 'PR-1',
        access_request_notification_email: false,
        order_status_notification_email: true,
        patient_registered_notification_email: true,
        invite_bounced_notification_email: true,
        weekly_report_notification_email: false,
      },
    ]);
  });

  it('rebuilds byte-identically, whatever the batch size', async () => {
    await expectRebuildMatches(practicesProjection, { intoSchema: 'practices_rebuild' });
  });
});
