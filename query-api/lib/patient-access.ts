import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { AccessClaims } from '../../domain/identity/access-token';
import type { PatientAccessFacts } from '../../domain/patients/patient-access';
import type { ReadModels } from '../../infra/read-models/tables';

/** A patient as the read models know them, with the facts `maySeePatient` decides on. */
export interface PatientRecord extends PatientAccessFacts {
  name: { firstName: string; lastName: string; email: string } | null;
}

/**
 * The facts of domain/patients/patient-access.ts `maySeePatient` from the read models (`customers`,
 * and `patient_practice_links` for a practice caller outside the patient's home practice: only the
 * caller's practice is asked). The caller's own account exists by their token even while the
 * `customers` read model has not caught up with it.
 */
export async function loadPatientRecord(db: Kysely<ReadModels>, claims: AccessClaims, accountNumber: string): Promise<PatientRecord> {
  const row = await db
    .withSchema('rm')
    .selectFrom('customers')
    .select(['customer_group', 'practice_id', 'first_name', 'last_name', 'email'])
    .where('account_number', '=', accountNumber)
    .executeTakeFirst();
  const practiceId = claims.customerGroup === 'Staff' || claims.customerGroup === 'Practice' ? claims.practiceId : undefined;
  const linked =
    row && practiceId && row.practice_id !== practiceId
      ? await db.withSchema('rm').selectFrom('patient_practice_links').select('practice_id').where('account_number', '=', accountNumber).where('practice_id', '=', practiceId).execute()
      : [];
  if (!row && accountNumber === claims.sub) {
    return { accountNumber, exists: true, customerGroup: claims.customerGroup, practiceId: claims.practiceId, linkedPracticeIds: [], name: null };
  }
  return {
    accountNumber,
    exists: row !== undefined,
    customerGroup: row?.customer_group,
    practiceId: row?.practice_id,
    linkedPracticeIds: linked.map((l) => l.practice_id),
    name: row ? { firstName: row.first_name, lastName: row.last_name, email: row.email } : null,
  };
}

/** Whether any patient of another practice gave this practice access (patient_practice_links). */
async function hasLinkedPatients(db: Kysely<ReadModels>, practiceId: string): Promise<boolean> {
  const row = await db.withSchema('rm').selectFrom('patient_practice_links').select('account_number').where('practice_id', '=', practiceId).limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * `maySeePatient` as a set, for lists: the `customers` rows of the patients the caller may see,
 * the same rule row by row (test/api/patient-access-rule.int.test.ts checks that both agree):
 * a patient themself; Staff and Practice the Patient accounts of their practice and those linked
 * to it by an accepted access request; a CSR every patient; anyone else nobody. Literal
 * predicates (not parameters) where they name a partial index, so the planner can pick it; the
 * link subquery only for a practice that has linked patients at all.
 */
export async function visiblePatients(db: Kysely<ReadModels>, claims: AccessClaims): Promise<SelectQueryBuilder<ReadModels, 'customers', object>> {
  const patients = db.withSchema('rm').selectFrom('customers').where(sql<boolean>`customers.customer_group = 'Patient'`);
  switch (claims.customerGroup) {
    case 'Patient':
      return patients.where('customers.account_number', '=', claims.sub);
    case 'CSR':
      return patients;
    case 'Staff':
    case 'Practice': {
      const practiceId = claims.practiceId;
      if (!practiceId) return patients.where(sql<boolean>`false`);
      if (!(await hasLinkedPatients(db, practiceId))) return patients.where('customers.practice_id', '=', practiceId);
      return patients.where((eb) =>
        eb.or([
          eb('customers.practice_id', '=', practiceId),
          eb('customers.account_number', 'in', eb.selectFrom('patient_practice_links').select('account_number').where('practice_id', '=', practiceId)),
        ]),
      );
    }
    default:
      return patients.where(sql<boolean>`false`);
  }
}
