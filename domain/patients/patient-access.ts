import type { AccessClaims } from '../identity/access-token';
import { ACCOUNT_MESSAGES } from '../identity/messages';
import { DomainError } from '../shared/errors';

/**
 * The facts that decide who may see a patient: the account itself, its home practice, and the
 * practices it let in by accepting an access request (decision D-054). The command side reads
 * them from the streams, the query side from the read models; both ask `maySeePatient`.
 */
export interface PatientAccessFacts {
  accountNumber: string;
  exists: boolean;
  customerGroup: string | undefined;
  practiceId: string | null | undefined;
  /** Practices linked to the patient by an accepted access request. */
  linkedPracticeIds: readonly string[];
}

/**
 * The narrower rule for CHANGING a patient (their profile, e-mail, invite flag, deactivation, and
 * starting an order for them): the patient's home practice only (decision D-070). A practice
 * linked by an accepted access request may see the patient (`maySeePatient`) but not change them.
 */
export function isPatientOfPractice(facts: { exists: boolean; customerGroup?: string | undefined; practiceId?: string | null | undefined }, practiceId: string): boolean {
  return facts.exists && facts.customerGroup === 'Patient' && facts.practiceId === practiceId;
}

/**
 * THE patient-access rule (issue #14: one rule for command and query side):
 * - a patient sees only themself;
 * - Staff and Practice users see the patients of their practice and the patients linked to it;
 * - a CSR sees every patient (support; acting for someone goes through impersonation);
 * - nobody sees an account that is not a patient's.
 *
 * Lists cannot ask this per row: `query-api/lib/patient-access.ts` `visiblePatients` is the
 * same rule as a set (SQL), and test/api/patient-access-rule.int.test.ts checks that both agree.
 */
export function maySeePatient(claims: AccessClaims, facts: PatientAccessFacts): boolean {
  if (!facts.exists || facts.customerGroup !== 'Patient') return false;
  switch (claims.customerGroup) {
    case 'Patient':
      return claims.sub === facts.accountNumber;
    case 'CSR':
      return true;
    case 'Staff':
    case 'Practice': {
      const practiceId = claims.practiceId;
      if (!practiceId) return false;
      return isPatientOfPractice(facts, practiceId) || facts.linkedPracticeIds.includes(practiceId);
    }
    default:
      return false;
  }
}

/** The one answer for a patient the caller may not see: the same 404 as an unknown one, so no account is probed (D-070). */
export function patientNotFound(): DomainError {
  return new DomainError('not_found', 'INVALID_PATIENT_NOT_FOUND', ACCOUNT_MESSAGES.patientNotFound);
}

export function assertMaySeePatient(claims: AccessClaims, facts: PatientAccessFacts): void {
  if (!maySeePatient(claims, facts)) throw patientNotFound();
}
