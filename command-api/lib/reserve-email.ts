import { emailStream } from '../../domain/identity/events';
import { decideReleaseEmail, decideReserveEmail, evolveEmailReservation } from '../../domain/identity/reserve-email';
import type { EventMetadata, EventStore } from '../../infra/event-store/port';
import { handleCommand, handleCommandWithFacts } from './handle-command';
import { reservationInFlight } from '../../domain/shared/reservation';
import { reservationOf } from './load-account';

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
  /** A retry of a request whose outcome is unknown: an earlier reservation under this key is replayed, not refused. */
  replay = false,
): Promise<string> {
  // The current owner blocks the address while it holds it (see emailReservation), and while its own
  // account stream may still be being appended (a reservation in flight): otherwise a request arriving
  // between another's two appends would take the address over and make a second account (D-522).
  // Both are read from the same read as the expected version, so a racing reservation re-decides.
  const { events: appended } = await handleCommandWithFacts(
    store,
    emailStream(email),
    { initialState: () => ({}), evolve: evolveEmailReservation },
    async (_state, events) => {
      const { holder, reservedAt } = await reservationOf(store, email, events);
      return holder !== undefined || reservationInFlight(reservedAt, new Date());
    },
    (state, ownerExists) => decideReserveEmail({ email, accountNumber, ownerExists }, state),
    { metadata, idempotencyKey, replay },
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
