import { type CustomerState, customerDecider } from '../../domain/identity/customer-decider';
import { type CustomerEvent, customerStream, type EmailEvent, emailStream } from '../../domain/identity/events';
import { evolveEmailReservation } from '../../domain/identity/reserve-email';
import type { EventStore, StoredEventOf } from '../../infra/event-store/port';
import { foldStream } from './request-store';

/** An account's state from its own stream (the source of truth, no read-model lag; in a command request, the request's state). */
export async function loadAccount(store: EventStore, accountNumber: string): Promise<CustomerState> {
  return (await foldStream<CustomerState, CustomerEvent>(store, customerStream(accountNumber), customerDecider)).state;
}

/**
 * An e-mail's reservation: its owner (the last account that reserved it, unless released), when
 * that was reserved, and the holder — the owner as long as that account exists and still uses the
 * address (or is confirming a change to it). A reservation whose owner never got created (a crash
 * between the appends) or has moved on without releasing it (a crash before EmailReleased) holds nothing.
 */
export async function emailReservation(store: EventStore, email: string): Promise<EmailReservation> {
  const { events } = await store.readStream<EmailEvent>(emailStream(email));
  return reservationOf(store, email, events);
}

export interface EmailReservation {
  owner?: string;
  reservedAt?: string;
  holder?: string;
}

/** `emailReservation` from the reservation stream's events the caller has read. */
export async function reservationOf(store: EventStore, email: string, events: StoredEventOf<EmailEvent>[]): Promise<EmailReservation> {
  const address = email.trim().toLowerCase();
  const owner = events.reduce(evolveEmailReservation, {}).accountNumber;
  if (!owner) return {};
  const reservedAt = events.findLast((e) => e.type === 'EmailReserved')?.metadata.occurredAt;
  const state = await loadAccount(store, owner);
  const holds = state.exists && (state.email === address || state.pendingEmailChange?.newEmail === address);
  return { owner, reservedAt, ...(holds ? { holder: owner } : {}) };
}

/** The account that holds an e-mail address, if any (see `emailReservation`). */
export async function emailHolder(store: EventStore, email: string): Promise<string | undefined> {
  return (await emailReservation(store, email)).holder;
}
