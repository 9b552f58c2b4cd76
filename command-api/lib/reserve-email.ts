import { emailStream } from '../../domain/identity/events';
import { decideReleaseEmail, decideReserveEmail, evolveEmailReservation } from '../../domain/identity/reserve-email';
import type { EventMetadata, EventStore } from '../../infra/event-store/port';
import { handleCommand } from './handle-command';
import { emailHolder } from './load-account';

/**
 * Claims an e-mail for an account (its reservation stream is the uniqueness guard).
 * Returns the account number that owns the reservation, which on an idempotent replay is the
 * one reserved by the first attempt.
 */
export async function reserveEmail(
  store: EventStore,
  email: string,
  accountNumber: string,
  metadata: EventMetadata,
  idempotencyKey?: string,
): Promise<string> {
  // The current owner blocks the address only while it still holds it (see emailHolder).
  const ownerExists = (await emailHolder(store, email)) !== undefined;
  const { events: appended } = await handleCommand(
    store,
    emailStream(email),
    { initialState: () => ({}), evolve: evolveEmailReservation },
    (state) => decideReserveEmail({ email, accountNumber, ownerExists }, state),
    { metadata, idempotencyKey, retries: 0 },
  );
  return appended[0]?.data.accountNumber ?? accountNumber;
}

/** Frees an address the account no longer uses (EmailReleased on its reservation stream); the append's position, or null when it was free already. */
export async function releaseEmail(store: EventStore, email: string, accountNumber: string, metadata: EventMetadata): Promise<number | null> {
  const { result } = await handleCommand(
    store,
    emailStream(email),
    { initialState: () => ({}), evolve: evolveEmailReservation },
    (state) => decideReleaseEmail({ email, accountNumber }, state),
    { metadata },
  );
  return result?.position ?? null;
}
