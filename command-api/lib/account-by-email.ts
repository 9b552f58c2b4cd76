import { type CustomerState, customerDecider } from '../../domain/identity/customer-decider';
import { customerStream, emailStream, type EmailEvent, type CustomerEvent } from '../../domain/identity/events';
import { evolveEmailReservation } from '../../domain/identity/reserve-email';
import { fold } from '../../domain/shared/decider';
import type { EventStore } from '../../infra/event-store/port';

/** The account an e-mail belongs to, read from the e-mail's reservation stream and the account stream. */
export async function accountByEmail(
  store: EventStore,
  email: string,
): Promise<{ state: CustomerState; version: number } | undefined> {
  const reservation = await store.readStream<EmailEvent>(emailStream(email));
  const owner = reservation.events.reduce(evolveEmailReservation, {}).accountNumber;
  if (!owner) return undefined;
  const { events, version } = await store.readStream<CustomerEvent>(customerStream(owner));
  if (version < 0) return undefined;
  const state = fold(customerDecider, events);
  // A reservation left behind by an e-mail change (crash before EmailReleased) is not a way in.
  if (state.email !== email.trim().toLowerCase()) return undefined;
  return { state, version };
}
