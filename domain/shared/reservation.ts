/**
 * A reservation stream (an e-mail address, a sign-up key, an access-request key) is appended before
 * the stream it reserves for, in a second append. While that second stream does not exist yet, its
 * creator may still be appending it: for this long after the reservation it still counts as held,
 * so a request arriving between the two appends cannot take the key over. After it, a crash between
 * the two appends has left the reservation behind, and the key is free again.
 */
export const RESERVATION_IN_FLIGHT_MS = 60_000;

export function reservationInFlight(reservedAt: string | undefined, now: Date): boolean {
  if (!reservedAt) return false;
  const at = Date.parse(reservedAt);
  return Number.isFinite(at) && now.getTime() - at < RESERVATION_IN_FLIGHT_MS;
}
