import { describe, expect, it } from 'vitest';
import { BOXES_MESSAGE, boxesText, createCartInput, deliveryAddressInput } from '../../domain/ordering/api-schemas';
import { parseFeatureFlags } from '../../domain/shared/feature-flags';
import { missingProfileWords } from '../../domain/patients/profile-completeness';
import { CHECK_AND_RETRY, CORRECT_THE_FIELDS, userFieldMessage, userMessage } from '../../domain/shared/user-messages';

/** Issue #18: the one mapping from API codes to user words, and the delivery address's one schema (browser and API). */
describe('user messages', () => {
  it.each([
    ['INVALID_DISCOUNT_AMOUNT', 'INVALID_VALUE: Total amount cannot be less than zero', 'The discounts and insurance cannot be more than the order subtotal.'],
    ['NOT_FOUND', 'VALUE_NOT_FOUND: Order not found.', 'We could not find this order. Check the order number or look in your order history.'],
    ['NOT_FOUND', 'VALUE_NOT_FOUND: Prescription not found.', 'Could not load prescription.'],
    ['INVALID_VALUE', 'INVALID_VALUE: Invalid Email or Password', 'Email and password combination does not match'],
    ['USER_ALREADY_EXISTS', 'USER_ALREADY_EXISTS', "I'm seeing double! There's already a user with this email address."],
    ['SOME_RULE', 'SOME_RULE: The cart is closed.', 'The cart is closed.'],
    ['INTERNAL', 'anything', 'Something went wrong, please try again.'],
    ['ODD', 'ODD_CODE', 'Something went wrong, please try again.'],
    ['CART_EXPIRED', "Long time no see! You've been idle for a while, so you'll have to restart your order.", "Long time no see! You've been idle for a while, so you'll have to restart your order."],
  ])('%s %s → words', (code, message, shown) => expect(userMessage(code, message)).toBe(shown));

  it('"The request is invalid." never reaches a user', () => {
    expect(userMessage('VALIDATION_ERROR', 'The request is invalid.', true)).toBe(CORRECT_THE_FIELDS);
    expect(userMessage('VALIDATION_ERROR', 'The request is invalid.', false)).toBe(CHECK_AND_RETRY);
  });

  it('field messages: the spec’s pass through, a schema library’s defaults become words', () => {
    expect(userFieldMessage('A valid ZIP Code is required')).toBe('A valid ZIP Code is required');
    expect(userFieldMessage('Too small: expected string to have >=1 characters')).toBe('This field is required');
    expect(userFieldMessage('Too big: expected string to have <=2 characters')).toBe('Use at most 2 characters.');
    expect(userFieldMessage('Invalid input: expected string, received number')).toBe('This value is not valid.');
  });

  it('an incomplete profile names the missing fields in words', () => {
    expect(missingProfileWords({ firstName: 'A', lastName: 'B', email: 'a@b.c' })).toBe('date of birth and phone number');
  });
});

describe('delivery address schema (the same rule in the browser and the API)', () => {
  const ok = { name: 'Pat Ient', address1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' };
  const messages = (input: Record<string, unknown>) => {
    const r = deliveryAddressInput.safeParse(input);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('accepts a valid address, with ZIP+4 and a formatted phone (kept as digits)', () => {
    const r = deliveryAddressInput.parse({ ...ok, zip: '78701-1234', phone: '(512) 555-0143', address2: '' });
    expect(r).toMatchObject({ state: 'TX', zip: '78701-1234', phone: '5125550143' });
    expect(deliveryAddressInput.parse({ ...ok, state: 'tx', phone: '' }).phone).toBeUndefined();
  });

  it.each([
    ['phone 1111111111 (repeated digits)', { phone: '1111111111' }, 'phone', 'A valid US phone is required'],
    ['phone with 9 digits', { phone: '512555014' }, 'phone', 'A valid US phone is required'],
    ['ZIP of 4 digits', { zip: '7870' }, 'zip', 'A valid ZIP Code is required'],
    ['ZIP with letters', { zip: '7870A' }, 'zip', 'A valid ZIP Code is required'],
    ['state typed as a name', { state: 'Texas' }, 'state', 'Choose a state'],
    ['state outside the list', { state: 'PR' }, 'state', 'Choose a state'],
    ['empty name', { name: '  ' }, 'name', 'This field is required'],
    ['a line over its maximum (no silent truncation)', { address1: 'x'.repeat(251) }, 'address1', 'Use at most 250 characters.'],
  ])('%s is refused with the spec’s words', (_, patch, field, message) => {
    expect(messages({ ...ok, ...patch })[field]).toBe(message);
  });
});

describe('free-shipping rule (D-393)', () => {
  it('is on by default and can be turned off with a leading minus', () => {
    expect(parseFeatureFlags(undefined).freeShippingRule).toBe(true);
    expect(parseFeatureFlags('dateOfService').freeShippingRule).toBe(true);
    expect(parseFeatureFlags('-freeShippingRule').freeShippingRule).toBe(false);
    expect(parseFeatureFlags('-freeShippingRule').dateOfService).toBe(false);
  });
});

describe('boxes per eye (the same rule in the order forms and the API, D-642)', () => {
  it.each([['0', 0], ['3', 3], [' 4 ', 4], ['24', 24]])('"%s" is %d boxes', (text, n) => expect(boxesText.parse(text)).toBe(n));
  it.each(['', '-1', '2.5', '25', '99', 'abc'])('"%s" is refused in words, never cut to fit', (text) => {
    const r = boxesText.safeParse(text);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(BOXES_MESSAGE);
  });
  it('the API says the same words', () => {
    const r = createCartInput.safeParse({ customerId: '1', prescriptionId: 'rx', rightEyeBoxes: 2.5, leftEyeBoxes: 99 });
    expect(r.error?.issues.map((i) => i.message)).toEqual([BOXES_MESSAGE, BOXES_MESSAGE]);
  });
});
