import type { ProductDefinition, ProductEvent } from '../../../domain/catalog/events';
import { productStream } from '../../../domain/catalog/events';
import { evolveProduct, initialCatalogItemState } from '../../../domain/catalog/import-catalog';
import type { AccessClaims } from '../../../domain/identity/access-token';
import type { EyeRx } from '../../../domain/prescriptions/events';
import { assertMaySeePatient } from '../../../domain/patients/patient-access';
import type { EyeRxInput } from '../../../domain/prescriptions/prescription-rules';
import { resolveEyeRx } from '../../../domain/prescriptions/resolve-eye';
import type { EventStore } from '../../../infra/event-store/port';
import type { CommandContext } from '../../lib/context';
import { loadAccount } from '../../lib/load-account';

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

/** Whether `practiceId` is linked to the patient by an accepted access request (only that practice is asked). */
async function linkedPractices(ctx: CommandContext, accountNo: string, practiceId: string): Promise<string[]> {
  const { rows } = await ctx.sql.query<{ practice_id: string }>('SELECT practice_id FROM rm.patient_practice_links WHERE account_number = $1 AND practice_id = $2', [accountNo, practiceId]);
  return rows.map((r) => r.practice_id);
}

/** A product's current definition from its own stream (no read-model lag), or null. */
export async function loadProductDefinition(store: EventStore, productId: string): Promise<ProductDefinition | null> {
  const { events } = await store.readStream<ProductEvent>(productStream(productId));
  return events.reduce(evolveProduct, initialCatalogItemState<ProductDefinition>()).current;
}

/** Checks an eye against the catalog (400 INVALID_PRODUCT_COMBINATION); undefined and null pass through. */
export async function resolveEye(store: EventStore, input: EyeRxInput | null | undefined): Promise<EyeRx | null | undefined> {
  if (input === undefined || input === null) return input;
  return resolveEyeRx(input, await loadProductDefinition(store, input.productId));
}
