import { beforeAll, describe, expect, it } from 'vitest';
import type { EyeRx, PrescriptionEvent } from '../../domain/prescriptions/events';
import { prescriptionsStream } from '../../domain/prescriptions/events';
import type { EventMetadata } from '../../infra/event-store/port';
import { prescriptionsProjection } from '../../projections/prescriptions';
import { projectionChecksum } from '../../workers/projections/checksum';
import { startProjections } from '../../workers/projections/projection-runner';
import { rebuildProjection } from '../../workers/projections/rebuild';
import { storeBed } from '../support/event-store-bed';

/** The prescriptions read model: given events → then rows; deterministic rebuild. */

const { db, store, kdb } = storeBed();

const meta = (i: number): EventMetadata => ({
  actor: { accountNumber: '700000001', customerGroup: 'Staff' },
  correlationId: `c${i}`,
  occurredAt: new Date(Date.UTC(2026, 2, 1, 10, 0, i)).toISOString(),
  schemaVersion: 1,
});

let n = 0;
async function given(stream: string, events: PrescriptionEvent[]) {
  for (const e of events) await store.appendToStream(stream, [{ type: e.type, data: e.data, metadata: meta(++n) }], { expectedVersion: 'any' });
}

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
  const running = await startProjections({ sql: db.client, db: kdb, store, projections: [prescriptionsProjection], batchSize: 4 });
  await running.caughtUp();
  await running.stop();
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
      expect.objectContaining({ prescription_id: 'rx1', nickname: 'Toric pair', expiration_date: '2029-05-01', prescriber: 'Dr. A', location_id: 'L-A', state: 'active', right_product_id: 'PRD-1008', left_product_id: 'PRD-1008', created_in_pms: false, created_by: '700000001', created_at: meta(1).occurredAt, updated_at: meta(4).occurredAt, right_eye: od }),
      expect.objectContaining({ prescription_id: 'rx2', nickname: 'Sphere', expiration_date: '2028-02-01', prescriber: 'Dr. B', location_id: 'L-B', state: 'deleted', right_product_id: 'PRD-1006', left_product_id: 'PRD-1006', created_in_pms: true, updated_at: meta(6).occurredAt }),
    ]);
  });

  it('rebuilds byte-identically, whatever the batch size', async () => {
    await rebuildProjection({ sql: db.client, db: kdb, store, projection: prescriptionsProjection, schema: 'rm', intoSchema: 'prescriptions_rebuild', batchSize: 1 });
    expect(await projectionChecksum(db.client, prescriptionsProjection, 'prescriptions_rebuild')).toBe(await projectionChecksum(db.client, prescriptionsProjection, 'rm'));
  });
});
