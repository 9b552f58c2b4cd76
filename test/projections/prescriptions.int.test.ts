import { beforeAll, describe, expect, it } from 'vitest';
import type { EyeRx } from '../../domain/prescriptions/events';
import { prescriptionsStream } from '../../domain/prescriptions/events';
import { prescriptionsProjection } from '../../projections/prescriptions';
import { projectionBed } from '../support/projection-bed';

/** The prescriptions read model: given events → then rows; deterministic rebuild. */

const { kdb, at, given, project, expectRebuildMatches } = projectionBed({ start: new Date(Date.UTC(2026, 2, 1, 10, 0)) });

const od: EyeRx = { productId: 'PRD-1008', variantId: 'PRD-1008:8.6:14.5:-2.25:-1.25:180', dimensions: { baseCurve: '8.6', diameter: '14.5', power: '-2.25', cylinder: '-1.25', axis: '180' }, packSize: 6 };
const sphere: EyeRx = { productId: 'PRD-1006', variantId: 'PRD-1006:8.4:14.0:-2.00', dimensions: { baseCurve: '8.4', diameter: '14.0', power: '-2.00' }, packSize: 6 };
const base = { patientAccountNo: '100', practiceId: 'PR-1', locationId: 'L-A' };

beforeAll(async () => {
  await given(prescriptionsStream('100'), [
    { type: 'PrescriptionCreated', data: { ...base, prescriptionId: 'rx1', prescriptionNickname: 'Toric', prescriptionExpirationDate: '2027-05-01', prescriber: 'Dr. A', sameForBothEyes: true, rightEyeRx: od, leftEyeRx: od } },
    { type: 'PrescriptionCreated', data: { ...base, prescriptionId: 'rx2', prescriptionNickname: 'Sphere', prescriptionExpirationDate: '2028-01-01', sameForBothEyes: false, rightEyeRx: null, leftEyeRx: sphere, createdInPms: true } },
    { type: 'PrescriptionNicknameChanged', data: { ...base, prescriptionId: 'rx1', prescriptionNickname: 'Toric pair' } },
    { type: 'PrescriptionExpirationChanged', data: { ...base, prescriptionId: 'rx1', prescriptionExpirationDate: '2029-05-01' } },
    {
      type: 'PrescriptionUpdated',
      data: { ...base, locationId: 'L-B', prescriptionId: 'rx2', prescriptionNickname: 'Sphere', prescriptionExpirationDate: '2028-02-01', prescriber: 'Dr. B', sameForBothEyes: false, rightEyeRx: sphere, leftEyeRx: sphere },
    },
    { type: 'PrescriptionStateChanged', data: { ...base, prescriptionId: 'rx2', state: 'deleted' } },
  ]);
  await project([prescriptionsProjection], 4);
});

describe('prescriptions read model', () => {
  it('folds every event into one row per prescription, deleted ones kept with their state', async () => {
    const rows = await kdb
      .withSchema('rm')
      .selectFrom('prescriptions')
      .select(['prescription_id', 'nickname', 'expiration_date', 'prescriber', 'location_id', 'state', 'right_product_id', 'left_product_id', 'created_in_pms', 'created_by', 'created_at', 'updated_at', 'right_eye'])
      .orderBy('prescription_id')
      .execute();
    expect(rows).toEqual([
      expect.objectContaining({ prescription_id: 'rx1', nickname: 'Toric pair', expiration_date: '2029-05-01', prescriber: 'Dr. A', location_id: 'L-A', state: 'active', right_product_id: 'PRD-1008', left_product_id: 'PRD-1008', created_in_pms: false, created_by: '700000001', created_at: at(1), updated_at: at(4), right_eye: od }),
      expect.objectContaining({ prescription_id: 'rx2', nickname: 'Sphere', expiration_date: '2028-02-01', prescriber: 'Dr. B', location_id: 'L-B', state: 'deleted', right_product_id: 'PRD-1006', left_product_id: 'PRD-1006', created_in_pms: true, updated_at: at(6) }),
    ]);
  });

  it('rebuilds byte-identically, whatever the batch size', async () => {
    await expectRebuildMatches(prescriptionsProjection, { intoSchema: 'prescriptions_rebuild' });
  });
});
