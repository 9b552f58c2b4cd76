import { checkDeliverable } from '../addresses/deliverable';
import { DomainError } from '../shared/errors';
import { type CartState } from './cart-decider';
import { assertCartOpen } from './cart-guards';
import type { DeliveryAddress, DeliveryAddressAdded, DeliveryMethod } from './events';
import { ORDERING_MESSAGES } from './ordering-messages';

/**
 * AddDeliveryAddress: ship to an address (deliverable: 50 states + DC, ZIP matches the state, no
 * PO box or APO/FPO — the shared rule of domain/addresses/deliverable.ts), or in-office inventory
 * or pickup (no address, no shipping).
 */
export function decideAddDeliveryAddress(cmd: { method: DeliveryMethod; address: DeliveryAddress | null; now: Date }, state: CartState): DeliveryAddressAdded[] {
  assertCartOpen(state, cmd.now);
  if (cmd.method === 'inOffice' && state.placedBy !== 'Practice') throw new DomainError('forbidden', 'IN_OFFICE_NOT_ALLOWED', ORDERING_MESSAGES.inOfficeStaffOnly);
  if (cmd.method === 'ship') {
    if (!cmd.address) throw new DomainError('validation', 'ADDRESS_REQUIRED', ORDERING_MESSAGES.addressRequired);
    const check = checkDeliverable(cmd.address);
    if (!check.deliverable) throw new DomainError('validation', check.problem === 'PO_BOX' || check.problem === 'MILITARY' ? 'ADDRESS_NOT_DELIVERABLE' : `ADDRESS_${check.problem}`, check.message);
    const address = { ...cmd.address, state: cmd.address.state.trim().toUpperCase() };
    return [{ type: 'DeliveryAddressAdded', data: { cartId: state.cartId!, method: 'ship', address } }];
  }
  return [{ type: 'DeliveryAddressAdded', data: { cartId: state.cartId!, method: cmd.method, address: null } }];
}
