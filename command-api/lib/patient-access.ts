import { type AccessClaims, practiceIdOf } from '../../domain/identity/access-token';
import type { CustomerState } from '../../domain/identity/customer-decider';
import { assertPatientOfPractice } from '../../domain/patients/patient-of-practice';
import type { PracticeAction } from '../../domain/practices/account-state-rules';
import type { EventStore } from '../../infra/event-store/port';
import { loadAccount } from './load-account';
import { assertPracticeAllows } from './practice-guard';

/**
 * Before a practice CHANGES one of its patients (profile, e-mail, deactivation, starting an order):
 * the home-practice rule of domain/patients/patient-access.ts (`isPatientOfPractice`, narrower
 * than `maySeePatient`: a practice linked by an access request may see the patient, not change
 * them; 404 otherwise, D-070), then the practice guard for `action` at the patient's location,
 * and, for Staff, at their own location too (a deactivated location's staff are refused, D-070).
 */
export async function patientForPracticeAction(
  ctx: { store: EventStore },
  claims: AccessClaims,
  accountNumber: string,
  action: PracticeAction,
): Promise<{ practiceId: string; state: CustomerState }> {
  const practiceId = practiceIdOf(claims);
  const state = await loadAccount(ctx.store, accountNumber);
  assertPatientOfPractice(state, practiceId);
  await assertPracticeAllows(ctx, claims, action, state.locationId);
  if (claims.customerGroup === 'Staff' && claims.locationId && claims.locationId !== state.locationId) {
    await assertPracticeAllows(ctx, claims, action, claims.locationId);
  }
  return { practiceId, state };
}
