import type { AccessClaims } from '../../../domain/identity/access-token';
import { assertMaySeePatient } from '../../../domain/patients/patient-access';
import type { PracticeAction } from '../../../domain/practices/account-state-rules';
import { type EyeRxInput, prescriptionCommandReply } from '../../../domain/prescriptions/api-schemas';
import type { EyeRx } from '../../../domain/prescriptions/events';
import { resolveEyeRx } from '../../../domain/prescriptions/resolve-eye';
import type { EventStore } from '../../../infra/event-store/port';
import { isLinkedByAccessRequest } from '../../lib/access-request-keys';
import type { CommandContext } from '../../lib/context';
import { loadAccount } from '../../lib/load-account';
import { loadProductDefinition } from '../../lib/load-product';
import { assertPracticeAllows, PRACTICE_STATE_ERRORS } from '../../lib/practice-guard';
import { practiceScopeOf } from '../../lib/practice-scope';

/** Practice users (a CSR acts through an impersonation session, which carries the user's claims). Patients cannot write prescriptions. */
export const PRESCRIPTION_WRITERS = ['Staff', 'Practice'] as const;

/**
 * The patient a practice user may write prescriptions for: one the caller may see under the
 * patient-access rule (domain/patients/patient-access.ts: their practice's, or linked to it by an
 * accepted access request). Anyone else, and an unknown account, is 404 'Patient not found'.
 */
export async function assertPatientInScope(ctx: CommandContext, claims: AccessClaims, accountNo: string): Promise<void> {
  const patient = await loadAccount(ctx.store, accountNo);
  const linkedPracticeIds = claims.practiceId && patient.exists && patient.practiceId !== claims.practiceId ? await linkedPractices(ctx, accountNo, claims.practiceId) : [];
  assertMaySeePatient(claims, { accountNumber: accountNo, exists: patient.exists, customerGroup: patient.customerGroup, practiceId: patient.practiceId, linkedPracticeIds });
}

/** Whether `practiceId` is linked to the patient by an accepted access request (only that practice is asked), from the write side (D-522). */
async function linkedPractices(ctx: CommandContext, accountNo: string, practiceId: string): Promise<string[]> {
  return (await isLinkedByAccessRequest(ctx.store, practiceId, accountNo)) ? [practiceId] : [];
}

/** Checks an eye against the catalog (400 INVALID_PRODUCT_COMBINATION); undefined and null pass through. */
export async function resolveEye(store: EventStore, input: EyeRxInput | null | undefined): Promise<EyeRx | null | undefined> {
  if (input === undefined || input === null) return input;
  return resolveEyeRx(input, await loadProductDefinition(store, input.productId));
}

/**
 * What every prescription command checks before it decides: the caller's practice and location
 * (Staff their own, the administrator their default), the practice guard for `action` there, and
 * that the caller may see the patient.
 */
export async function prescriptionWriteScope(
  ctx: CommandContext,
  claims: AccessClaims,
  patientAccountNo: string,
  action: PracticeAction,
): Promise<{ practiceId: string; locationId: string }> {
  const scope = await practiceScopeOf(ctx.store, claims);
  await assertPracticeAllows(ctx, claims, action, scope.locationId);
  await assertPatientInScope(ctx, claims, patientAccountNo);
  return scope;
}

/** The route definition every prescription command shares (spec point 7 "/prescription/…"). */
export const PRESCRIPTION_COMMAND = { tags: ['prescription'], auth: PRESCRIPTION_WRITERS, reply: prescriptionCommandReply, errors: PRACTICE_STATE_ERRORS };

/** The reply: the prescription and the position of what was appended (null when nothing changed). */
export const prescriptionReply = (id: string, patientAccountNo: string, result: { position: number } | undefined) => ({ id, patientAccountNo, position: result?.position ?? null });
