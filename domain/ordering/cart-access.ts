import type { AccessClaims } from '../identity/access-token';
import { DomainError } from '../shared/errors';
import { ORDERING_MESSAGES } from './ordering-messages';

/** The facts of a cart that decide who may use it; the command side folds them from the stream, the query side reads them from `rm.carts`. */
export interface CartParties {
  exists: boolean;
  customerAccountNumber?: string | null | undefined;
  practiceId?: string | null | undefined;
}

/**
 * THE cart rule (D-108), for command and query side: the patient the cart is for, or the staff and
 * administrators of its practice (a CSR only through an impersonation session, as that user).
 */
export function mayUseCart(claims: Pick<AccessClaims, 'customerGroup' | 'sub' | 'practiceId'>, cart: CartParties): boolean {
  if (!cart.exists) return false;
  if (claims.customerGroup === 'Patient') return cart.customerAccountNumber === claims.sub;
  return !!claims.practiceId && claims.practiceId === cart.practiceId;
}

/** The one answer for a cart the caller may not use: the same 404 as an unknown one, no hint that it exists. */
export function cartNotFound(): DomainError {
  return new DomainError('not_found', 'CART_NOT_FOUND', ORDERING_MESSAGES.cartNotFound);
}

/** Built only when thrown: an Error captures its stack, which on every cart call was a measurable share of the command path. */
export function assertMayUseCart(claims: Pick<AccessClaims, 'customerGroup' | 'sub' | 'practiceId'>, cart: CartParties): void {
  if (!mayUseCart(claims, cart)) throw cartNotFound();
}
