import type { ProductDefinition, ProductEvent } from '../../../domain/catalog/events';
import { productStream } from '../../../domain/catalog/events';
import { evolveProduct, initialCatalogItemState } from '../../../domain/catalog/import-catalog';
import type { AccessClaims } from '../../../domain/identity/access-token';
import type { EyeRx } from '../../../domain/prescriptions/events';
import { type EyeRxInput, PRESCRIPTION_MESSAGES } from '../../../domain/prescriptions/prescription-rules';
import { resolveEyeRx } from '../../../domain/prescriptions/resolve-eye';
import { DomainError } from '../../../domain/shared/errors';
import type { EventStore } from '../../../infra/event-store/port';
import type { CommandContext } from '../../lib/context';
import { loadAccount } from '../../lib/load-account';

/**
 * The patient a practice user may write prescriptions for: a patient of the caller's practice, or
 * one linked to it by an accepted access request (patient_practice_links, decision D-054). Anyone
 * else, and an unknown account, is 404 'Patient not found' (no hint that the account exists).
 */
export async function assertPatientInScope(ctx: CommandContext, claims: AccessClaims, accountNo: string): Promise<void> {
  const notFound = new DomainError('not_found', 'INVALID_PATIENT_NOT_FOUND', PRESCRIPTION_MESSAGES.patientNotFound);
  if (!claims.practiceId) throw notFound;
  const patient = await loadAccount(ctx.store, accountNo);
  if (!patient.exists || patient.customerGroup !== 'Patient') throw notFound;
  if (patient.practiceId === claims.practiceId) return;
  const { rows } = await ctx.sql.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM rm.patient_practice_links WHERE account_number = $1 AND practice_id = $2',
    [accountNo, claims.practiceId],
  );
  if (Number(rows[0]?.n ?? 0) === 0) throw notFound;
}

/** A product's current definition from its own stream (no read-model lag), or null. */
export async function loadProductDefinition(store: EventStore, productId: string): Promise<ProductDefinition | null> {
  const { events } = await store.readStream(productStream(productId));
  return (events as unknown as ProductEvent[]).reduce(evolveProduct, initialCatalogItemState<ProductDefinition>()).current;
}

/** Checks an eye against the catalog (400 INVALID_PRODUCT_COMBINATION); undefined and null pass through. */
export async function resolveEye(store: EventStore, input: EyeRxInput | null | undefined): Promise<EyeRx | null | undefined> {
  if (input === undefined || input === null) return input;
  return resolveEyeRx(input, await loadProductDefinition(store, input.productId));
}
