import { describe, expect, it } from 'vitest';
import { assertMayUseCart, mayUseCart } from '../../domain/ordering/cart-access';

const cart = { exists: true, customerAccountNumber: 'P-1', practiceId: 'pr-1' };

describe('the cart rule (D-108): the patient it is for, or its practice', () => {
  it.each([
    ['its patient', { customerGroup: 'Patient', sub: 'P-1' }, cart, true],
    ['another patient', { customerGroup: 'Patient', sub: 'P-2' }, cart, false],
    ['a patient, practice id in the token', { customerGroup: 'Patient', sub: 'P-2', practiceId: 'pr-1' }, cart, false],
    ['staff of its practice', { customerGroup: 'Staff', sub: 'S-1', practiceId: 'pr-1' }, cart, true],
    ['administrator of its practice', { customerGroup: 'Practice', sub: 'A-1', practiceId: 'pr-1' }, cart, true],
    ['staff of another practice', { customerGroup: 'Staff', sub: 'S-2', practiceId: 'pr-2' }, cart, false],
    ['staff without a practice', { customerGroup: 'Staff', sub: 'S-3' }, cart, false],
    ['a CSR (only through impersonation)', { customerGroup: 'CSR', sub: 'C-1' }, cart, false],
    ['its patient, cart does not exist', { customerGroup: 'Patient', sub: 'P-1' }, { ...cart, exists: false }, false],
    ['staff, cart without a practice', { customerGroup: 'Staff', sub: 'S-1', practiceId: 'pr-1' }, { ...cart, practiceId: null }, false],
  ] as const)('%s → %s', (_, claims, facts, expected) => {
    expect(mayUseCart(claims, facts)).toBe(expected);
  });

  it('refuses with the same 404 as an unknown cart', () => {
    expect(() => assertMayUseCart({ customerGroup: 'Patient', sub: 'P-2' }, cart)).toThrow(expect.objectContaining({ code: 'CART_NOT_FOUND', message: 'Cart not found.' }));
    expect(() => assertMayUseCart({ customerGroup: 'Patient', sub: 'P-1' }, cart)).not.toThrow();
  });
});
