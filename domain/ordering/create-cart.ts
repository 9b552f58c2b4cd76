import { DomainError } from '../shared/errors';
import { CART_IDLE_MS, type CartState } from './cart-decider';
import type { CartCreated } from './events';
import { ORDERING_MESSAGES } from './ordering-messages';

/** The new cart's data as CartCreated records it; the times follow from `now`. */
export type CreateCartCommand = Omit<CartCreated['data'], 'createdAt' | 'expiresAt'> & { now: Date };

/** A new cart for one prescription: at least one eye with a box. */
export function decideCreateCart(cmd: CreateCartCommand, state: CartState): CartCreated[] {
  if (state.exists) throw new DomainError('conflict', 'CART_EXISTS', 'This cart already exists.');
  const lines = cmd.lines.filter((l) => l.boxes > 0);
  if (lines.length === 0) throw new DomainError('validation', 'NO_EYE_ORDERED', ORDERING_MESSAGES.noEyeOrdered);
  return [
    {
      type: 'CartCreated',
      data: {
        cartId: cmd.cartId,
        customerAccountNumber: cmd.customerAccountNumber,
        practiceId: cmd.practiceId,
        locationId: cmd.locationId,
        prescriptionId: cmd.prescriptionId,
        placedBy: cmd.placedBy,
        lines,
        createdAt: cmd.now.toISOString(),
        expiresAt: new Date(cmd.now.getTime() + CART_IDLE_MS).toISOString(),
      },
    },
  ];
}
