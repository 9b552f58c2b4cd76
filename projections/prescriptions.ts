import type { EyeRx, PrescriptionEvent, PrescriptionUpdated } from '../domain/prescriptions/events';
import type { PrescriptionsTable } from '../infra/read-models/tables';
import { foldRows } from './lib/fold-rows';
import { parsedJson } from './lib/report-sql';
import { projectionOf } from './lib/projection';

export const PRESCRIPTION_EVENT_TYPES = [
  'PrescriptionCreated',
  'PrescriptionUpdated',
  'PrescriptionNicknameChanged',
  'PrescriptionExpirationChanged',
  'PrescriptionStateChanged',
] as const;

type Row = PrescriptionsTable;

const eyeJson = (eye: EyeRx | null | undefined): EyeRx | null => (eye ? { ...eye } : null);

/** The columns a creation and an update both set from the prescription's details. */
function detailColumns(d: PrescriptionUpdated['data']) {
  return {
    practice_id: d.practiceId,
    location_id: d.locationId,
    nickname: d.prescriptionNickname,
    expiration_date: d.prescriptionExpirationDate,
    date_of_service: d.dateOfService ?? null,
    prescriber: d.prescriber ?? null,
    same_for_both_eyes: d.sameForBothEyes,
    right_eye: eyeJson(d.rightEyeRx),
    left_eye: eyeJson(d.leftEyeRx),
    right_product_id: d.rightEyeRx?.productId ?? null,
    left_product_id: d.leftEyeRx?.productId ?? null,
  } satisfies Partial<Row>;
}

/** jsonb may come back as text from some drivers. */

/**
 * Prescriptions (one row each, deleted ones kept with state 'deleted'). A batch is folded in memory:
 * the rows it touches are read once, every event applied, then the rows are replaced with one
 * DELETE and one multi-row INSERT, so a rebuild of many patients is a few statements per batch.
 * isExpired is not stored: it depends on the reader's day (computed by the query).
 */
export const prescriptionsProjection = projectionOf<PrescriptionEvent>({
  name: 'prescriptions',
  version: 1,
  eventTypes: PRESCRIPTION_EVENT_TYPES,
  tables: ['prescriptions'],
  ddl: (s) => /* sql */ `
    CREATE TABLE IF NOT EXISTS ${s}.prescriptions (
      prescription_id    text PRIMARY KEY,
      patient_account_no text NOT NULL,
      practice_id        text NOT NULL,
      location_id        text NOT NULL,
      nickname           text NOT NULL,
      expiration_date    text NOT NULL,
      date_of_service    text,
      prescriber         text,
      same_for_both_eyes boolean NOT NULL,
      right_eye          jsonb,
      left_eye           jsonb,
      right_product_id   text,
      left_product_id    text,
      state              text NOT NULL,
      created_in_pms     boolean NOT NULL,
      created_at         text NOT NULL,
      updated_at         text NOT NULL,
      created_by         text NOT NULL
    );
    CREATE INDEX IF NOT EXISTS prescriptions_patient_expiration ON ${s}.prescriptions (patient_account_no, expiration_date DESC, prescription_id);
    CREATE INDEX IF NOT EXISTS prescriptions_practice_prescriber ON ${s}.prescriptions (practice_id, prescriber);`,
  async apply(ctx, events) {
    const ids = [...new Set(events.map((e) => e.data.prescriptionId))];
    await foldRows<'prescriptions', Row>(ctx, { table: 'prescriptions', key: 'prescription_id', ids, read: (r) => ({ ...r, right_eye: parsedJson(r.right_eye), left_eye: parsedJson(r.left_eye) }) }, (rows) => {
      for (const event of events) {
        const at = event.metadata.occurredAt;
        if (event.type === 'PrescriptionCreated') {
          const d = event.data;
          if (rows.has(d.prescriptionId)) continue;
          rows.set(d.prescriptionId, {
            prescription_id: d.prescriptionId,
            patient_account_no: d.patientAccountNo,
            ...detailColumns(d),
            state: 'active',
            created_in_pms: d.createdInPms ?? false,
            created_at: at,
            updated_at: at,
            created_by: event.metadata.actor.accountNumber,
          });
          continue;
        }
        const row = rows.get(event.data.prescriptionId);
        if (!row) continue;
        row.updated_at = at;
        switch (event.type) {
          case 'PrescriptionUpdated': {
            const d = event.data;
            Object.assign(row, detailColumns(d));
            break;
          }
          case 'PrescriptionNicknameChanged':
            row.nickname = event.data.prescriptionNickname;
            break;
          case 'PrescriptionExpirationChanged':
            row.expiration_date = event.data.prescriptionExpirationDate;
            break;
          case 'PrescriptionStateChanged':
            row.state = event.data.state;
            break;
        }
      }
    });
  },
});
