import { type CustomerState, customerDecider } from '../../domain/identity/customer-decider';
import { type CustomerEvent, customerStream, type EmailEvent, emailStream } from '../../domain/identity/events';
import { evolveEmailReservation } from '../../domain/identity/reserve-email';
import { fold } from '../../domain/shared/decider';
import type { EventStore } from '../../infra/event-store/port';

/** An account's state from its own stream (the source of truth, no read-model lag). */
export async function loadAccount(store: EventStore, accountNumber: string): Promise<CustomerState> {
  const { events } = await store.readStream<CustomerEvent>(customerStream(accountNumber));
  return fold(customerDecider, events);
}

/**
 * The account that holds an e-mail address, if any: the owner of its reservation stream, as long
 * as that account exists and still uses the address (or is confirming a change to it). A
 * reservation whose owner never got created (a crash between the appends) or has moved on without
 * releasing it (a crash before EmailReleased) holds nothing.
 */
export async function emailHolder(store: EventStore, email: string): Promise<string | undefined> {
  const address = email.trim().toLowerCase();
  const { events } = await store.readStream<EmailEvent>(emailStream(address));
  const owner = events.reduce(evolveEmailReservation, {}).accountNumber;
  if (!owner) return undefined;
  const state = await loadAccount(store, owner);
  if (!state.exists) return undefined;
  return state.email === address || state.pendingEmailChange?.newEmail === address ? owner : undefined;
}
