import type { AccessClaims } from '../../domain/identity/access-token';
import { cardsStream, type CardSaved, type SavedCardEvent } from '../../domain/payments/events';
import { findSavedCard, savedCardsDecider, type SavedCardsState } from '../../domain/payments/saved-cards-decider';
import { patientNotFound } from '../../domain/patients/patient-access';
import { DomainError } from '../../domain/shared/errors';
import type { EventStore } from '../../infra/event-store/port';
import { isHostedPaymentProvider, type HostedPaymentProvider, type PaymentProvider } from '../../infra/payments/port';
import { foldStream } from './request-store';

/** A patient's saved cards from their stream (in a command request, the request's state). */
export async function loadSavedCards(store: EventStore, accountNumber: string): Promise<SavedCardsState> {
  return (await foldStream<SavedCardsState, SavedCardEvent>(store, cardsStream(accountNumber), savedCardsDecider)).state;
}

export interface LoadedSavedCard extends Omit<CardSaved['data'], 'billing'> {
  billing: CardSaved['data']['billing'];
  isDefault: boolean;
}

/**
 * For checkout (helper O1): the saved card `uniqueCardId` of `accountNumber`, with the provider
 * token to charge, read from the card stream (no read-model lag); undefined when unknown or deleted.
 */
export async function loadSavedCard(store: EventStore, accountNumber: string, uniqueCardId: string): Promise<LoadedSavedCard | undefined> {
  const state = await loadSavedCards(store, accountNumber);
  const card = findSavedCard(state, uniqueCardId);
  return card ? { ...card, isDefault: state.defaultCardId === card.uniqueCardId } : undefined;
}

/**
 * Whose cards a caller manages (D-124): a patient their own (a CSR only while impersonating the
 * patient, which makes the claims the patient's). `accountNumber`, when given, must be the caller's.
 * Anything else is 404 (no hint that the account exists).
 */
export function cardOwnerOf(claims: AccessClaims, accountNumber: string | undefined): string {
  if (claims.customerGroup !== 'Patient') throw new DomainError('forbidden', 'FORBIDDEN', 'Only the patient manages their saved cards.');
  if (accountNumber !== undefined && accountNumber !== claims.sub) throw patientNotFound();
  return claims.sub;
}

/** The hosted-form provider, or 422 PAYMENT_UNAVAILABLE when none is configured. */
export function hostedPayments(provider: PaymentProvider | undefined): HostedPaymentProvider {
  if (!isHostedPaymentProvider(provider)) throw new DomainError('rule', 'PAYMENT_UNAVAILABLE', 'Card payments are not available right now.');
  return provider;
}
