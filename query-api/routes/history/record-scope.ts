import type { Kysely } from 'kysely';
import type { HistoryRecordType } from '../../../domain/history/record-keys';
import type { AccessClaims } from '../../../domain/identity/access-token';
import { ORDER_READ_MESSAGES } from '../../../domain/ordering/order-history';
import { maySeePatient, patientNotFound } from '../../../domain/patients/patient-access';
import { PRESCRIPTION_MESSAGES } from '../../../domain/prescriptions/prescription-rules';
import { DomainError } from '../../../domain/shared/errors';
import { DISTRIBUTOR_STAFF_MESSAGES } from '../../../domain/distributor-staff/messages';
import type { ReadModels } from '../../../infra/read-models/tables';
import { loadPatientRecord } from '../../lib/patient-access';

/** The read models the scope checks read (besides record_history itself). */
export const RECORD_SCOPE_READ_MODELS = ['customers', 'access_requests', 'prescriptions', 'orders', 'distributor_staff'] as const;

const notFound: Record<HistoryRecordType, () => DomainError> = {
  patient: patientNotFound,
  prescription: () => new DomainError('not_found', 'VALUE_NOT_FOUND', PRESCRIPTION_MESSAGES.notFound),
  order: () => new DomainError('not_found', 'VALUE_NOT_FOUND', ORDER_READ_MESSAGES.notFound),
  'distributor-staff': () => new DomainError('not_found', 'DISTRIBUTOR_STAFF_NOT_FOUND', DISTRIBUTOR_STAFF_MESSAGES.notFound),
};

/**
 * May the caller read this record's history? The same rules as the record's own reads:
 * - a patient: the patient-access rule (`maySeePatient`: Staff and Practice of the patient's
 *   practice or of a practice linked to them by an accepted access request, D-005, D-054; a CSR
 *   with their own token, support audit), but not the patient themself;
 * - a prescription: the same rule for its patient, the patient themself included;
 * - an order: Staff and Practice of the order's practice (D-116); the patient themself; a CSR;
 * - an analyst's or operator's account: a CSR with their own token only (D-744).
 * A patient reads the history of their own prescriptions and orders, not of their account record.
 * Anything else is the record's own 404, so nobody learns that another practice's record exists.
 */
export async function assertRecordVisible(db: Kysely<ReadModels>, claims: AccessClaims, recordType: HistoryRecordType, recordId: string): Promise<void> {
  const rm = db.withSchema('rm');
  const group = claims.customerGroup;
  const practiceId = group === 'Staff' || group === 'Practice' ? claims.practiceId : undefined;
  if ((group === 'Staff' || group === 'Practice') && !practiceId) throw notFound[recordType]();

  /** The patient-access rule (domain/patients/patient-access.ts) on the read models. */
  const patientVisible = async (account: string): Promise<boolean> => maySeePatient(claims, await loadPatientRecord(db, claims, account));

  switch (recordType) {
    case 'patient': {
      // A patient reads the history of their prescriptions and orders, not of their account record.
      if (group === 'Patient' || !(await patientVisible(recordId))) throw notFound.patient();
      return;
    }
    case 'prescription': {
      const row = await rm.selectFrom('prescriptions').select('patient_account_no').where('prescription_id', '=', recordId).executeTakeFirst();
      if (!row || !(await patientVisible(row.patient_account_no))) throw notFound.prescription();
      return;
    }
    case 'distributor-staff': {
      const row = group === 'CSR' && !claims.impersonator ? await rm.selectFrom('distributor_staff').select('account_number').where('account_number', '=', recordId).executeTakeFirst() : undefined;
      if (!row) throw notFound['distributor-staff']();
      return;
    }
    case 'order': {
      let q = rm.selectFrom('orders').select('order_id').where('order_id', '=', recordId);
      if (group === 'Patient') q = q.where('customer_account_number', '=', claims.sub);
      if (practiceId) q = q.where('practice_id', '=', practiceId);
      if (!(await q.executeTakeFirst())) throw notFound.order();
      return;
    }
  }
}
