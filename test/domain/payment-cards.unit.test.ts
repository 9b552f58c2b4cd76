import { describe, expect, it } from 'vitest';
import {
  CARD_MESSAGES, cardEntrySchema, checkCardNumber, checkExpiry, cvvValid, detectCardType, isCardExpired, luhnValid, maskCardNumber,
} from '../../domain/payments/card-rules';
import { decideDeleteCard } from '../../domain/payments/delete-card';
import type { SavedCardEvent } from '../../domain/payments/events';
import { saveCardInput } from '../../domain/payments/api-schemas';
import { decideSaveCard } from '../../domain/payments/save-card';
import { savedCardsDecider, type SavedCardsState } from '../../domain/payments/saved-cards-decider';
import { decideSetDefaultCard } from '../../domain/payments/set-default-card';
import { deciderSpec } from '../support/decider-spec';

/** Appends the Luhn check digit, so IIN boundaries can be tested with valid numbers. */
function withLuhn(body: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(body + d)) return body + d;
  throw new Error('unreachable');
}
const pad = (prefix: string, length: number) => withLuhn(prefix.padEnd(length - 1, '0'));

describe('card type from the number (spec point 3: Visa 001, Mastercard 002, Amex 003, Discover 004)', () => {
  it.each([
    ['Visa 16', '4111111111111111', '001'],
    ['Visa 13', '4222222222222', '001'],
    ['Visa 19', pad('4', 19), '001'],
    ['Mastercard 51', '5105105105105100', '002'],
    ['Mastercard 55', '5555555555554444', '002'],
    ['Mastercard 2-series low 2221', pad('2221', 16), '002'],
    ['Mastercard 2-series 2223', '2223003122003222', '002'],
    ['Mastercard 2-series high 2720', pad('2720', 16), '002'],
    ['Amex 34', pad('34', 15), '003'],
    ['Amex 37', '378282246310005', '003'],
    ['Discover 6011', '6011111111111117', '004'],
    ['Discover 644', pad('644', 16), '004'],
    ['Discover 649', pad('649', 16), '004'],
    ['Discover 65', pad('65', 16), '004'],
    ['Discover 622126', pad('622126', 16), '004'],
    ['Discover 622925', pad('622925', 16), '004'],
    ['spaces and hyphens', '4111 1111-1111 1111', '001'],
  ])('%s', (_name, number, type) => expect(checkCardNumber(number)).toEqual({ ok: true, cardType: type }));

  it.each([
    ['Luhn fails', '4111111111111112'],
    ['Mastercard 2220 (below the 2-series)', pad('2220', 16)],
    ['Mastercard 2721 (above the 2-series)', pad('2721', 16)],
    ['Mastercard 50', pad('50', 16)],
    ['Mastercard 56', pad('56', 16)],
    ['Amex 35', pad('35', 15)],
    ['Amex with 16 digits', pad('37', 16)],
    ['Visa with 15 digits', pad('4', 15)],
    ['Discover 622125', pad('622125', 16)],
    ['Discover 622926', pad('622926', 16)],
    ['Discover 643', pad('643', 16)],
    ['JCB 35', '3530111333300000'],
    ['letters', '4111abcd11111111'],
    ['empty', ''],
  ])('refuses %s: "Credit card is invalid."', (_name, number) => expect(checkCardNumber(number)).toEqual({ ok: false, message: 'Credit card is invalid.' }));

  it('no type for an unknown prefix', () => expect(detectCardType(pad('9', 16))).toBeUndefined());
});

describe('expiry (spec: "It counts as expired after the first instant of that month")', () => {
  it.each([
    ['12/26', '2026-11-30T23:59:59.999Z', false],
    ['12/26', '2026-12-01T00:00:00.000Z', false],
    ['12/26', '2026-12-01T00:00:00.001Z', true],
    ['12/26', '2026-12-15T12:00:00.000Z', true],
    ['11/26', '2026-11-21T12:00:00.000Z', true],
    ['01/27', '2026-12-31T23:59:59.999Z', false],
    ['01/30', '2026-11-21T12:00:00.000Z', false],
  ])('%s at %s expired: %s', (expiry, at, expired) => expect(isCardExpired(expiry, new Date(at))).toBe(expired));

  it.each([['13/27'], ['00/27'], ['1/27'], ['12/2027'], ['1227'], ['']])('%s is not MM/YY', (expiry) =>
    expect(checkExpiry(expiry, new Date('2026-11-21T00:00:00Z'))).toBe(CARD_MESSAGES.expiryFormat));
  it('an expired card says "Credit card expired"', () => expect(checkExpiry('10/26', new Date('2026-11-21T00:00:00Z'))).toBe('Credit card expired'));
});

describe('CVV: 3 digits, or 4 for American Express', () => {
  it.each([
    ['123', '001', true], ['1234', '001', false], ['12', '002', false], ['123', '004', true],
    ['1234', '003', true], ['123', '003', false], ['12a', '001', false],
  ] as const)('%s for %s: %s', (cvv, type, ok) => expect(cvvValid(cvv, type)).toBe(ok));
});

describe('masked number', () => {
  it.each([
    ['4111111111111111', '************1111'],
    ['378282246310005', '***********0005'],
    ['4111 1111 1111 1111', '************1111'],
  ])('%s → %s', (n, masked) => expect(maskCardNumber(n)).toBe(masked));
});

describe('card entry form schema', () => {
  const now = () => new Date('2026-11-21T12:00:00Z');
  const valid = { cardholderFirstName: 'Ada', cardholderLastName: 'Lovelace', cardNumber: '4111 1111 1111 1111', expiry: '12/28', cvv: '123', consent: true };
  it('accepts a valid entry; saveCard defaults to true; number kept as digits', () => {
    const parsed = cardEntrySchema(now).parse(valid);
    expect(parsed.saveCard).toBe(true);
    expect(parsed.cardNumber).toBe('4111111111111111');
  });
  it.each([
    ['cardNumber', { cardNumber: '4111111111111112' }, 'Credit card is invalid.'],
    ['expiry', { expiry: '10/26' }, 'Credit card expired'],
    ['cvv', { cvv: '1234' }, CARD_MESSAGES.cvv],
    ['cvv', { cardNumber: '378282246310005', cvv: '123' }, CARD_MESSAGES.cvv],
    ['consent', { consent: false }, CARD_MESSAGES.consent],
    ['cardholderFirstName', { cardholderFirstName: '  ' }, CARD_MESSAGES.firstName],
    ['cardholderLastName', { cardholderLastName: 'Love;drop' }, CARD_MESSAGES.lastName],
  ])('refuses %s', (path, change, message) => {
    const result = cardEntrySchema(now).safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((i) => i.path[0] === path)?.message).toBe(message);
  });
});

describe('saved cards decider', () => {
  const now = new Date('2026-11-21T12:00:00.000Z');
  const billing = { forename: 'Pat', surname: 'Ient', email: 'p@example.com', phone: null, line1: null, line2: null, city: null, state: null, country: 'USA' as const, postalCode: null };
  const input = saveCardInput.parse({ token: 'sbx_token_1', maskedCardNumber: '************1111', cardType: '001', bill_to_email: 'p@example.com', bill_to_forename: 'Pat', bill_to_surname: 'Ient', bill_to_address_country: 'FR' });
  const tokenized = (n: number) => ({ token: `sbx_token_${n}`, maskedCardNumber: '************1111', cardType: '001' as const, expiry: '12/30' });
  const saved = (n: number, nickname = 'Visa ending 1111'): SavedCardEvent => ({
    type: 'CardSaved',
    data: { accountNumber: '100', uniqueCardId: `c${n}`, token: `sbx_token_${n}`, maskedCardNumber: '************1111', cardType: '001', expiry: '12/30', cardNickname: nickname, billing, savedAt: now.toISOString() },
  });
  const def = (n: number): SavedCardEvent => ({ type: 'DefaultCardSet', data: { accountNumber: '100', uniqueCardId: `c${n}` } });
  const deleted = (n: number): SavedCardEvent => ({ type: 'CardDeleted', data: { accountNumber: '100', uniqueCardId: `c${n}`, deletedAt: now.toISOString() } });
  const spec = <C>(decide: (c: C, s: SavedCardsState) => SavedCardEvent[]) =>
    deciderSpec<SavedCardsState, SavedCardEvent, C>({ initial: savedCardsDecider.initialState, evolve: savedCardsDecider.evolve, decide });
  const save = (n: number) => ({ accountNumber: '100', uniqueCardId: `c${n}`, tokenized: tokenized(n), input, now });

  it('the first card saved becomes the default; billing country is USA', () => spec(decideSaveCard).given([]).when(save(1)).then([saved(1), def(1)]));
  it('a second card is not the default', () => spec(decideSaveCard).given([saved(1), def(1)]).when(save(2)).then([saved(2)]));
  it('the same token again changes nothing', () => spec(decideSaveCard).given([saved(1), def(1)]).when(save(1)).then([]));
  it('after the default was deleted (none left), the next saved card is the default', () => spec(decideSaveCard).given([saved(1), def(1), deleted(1)]).when(save(2)).then([saved(2), def(2)]));
  it('deleting the default passes it to the newest remaining card', () =>
    spec(decideDeleteCard).given([saved(1), def(1), saved(2), saved(3)]).when({ accountNumber: '100', uniqueCardId: 'c1', now }).then([deleted(1), def(3)]));
  it('deleting another card keeps the default', () => spec(decideDeleteCard).given([saved(1), def(1), saved(2)]).when({ accountNumber: '100', uniqueCardId: 'c2', now }).then([deleted(2)]));
  it('deleting an unknown or deleted card is 404', () =>
    spec(decideDeleteCard).given([saved(1), def(1), deleted(1)]).when({ accountNumber: '100', uniqueCardId: 'c1', now }).thenThrows({ kind: 'not_found', code: 'VALUE_NOT_FOUND' }));
  it('set default', () => spec(decideSetDefaultCard).given([saved(1), def(1), saved(2)]).when({ accountNumber: '100', uniqueCardId: 'c2' }).then([def(2)]));
  it('set default on the default changes nothing', () => spec(decideSetDefaultCard).given([saved(1), def(1)]).when({ accountNumber: '100', uniqueCardId: 'c1' }).then([]));
  it('set default on an unknown card is 404', () => spec(decideSetDefaultCard).given([saved(1)]).when({ accountNumber: '100', uniqueCardId: 'c9' }).thenThrows({ code: 'VALUE_NOT_FOUND' }));
  it('save input: masked number only, never a full number', () =>
    expect(saveCardInput.safeParse({ token: 'sbx_token_1', maskedCardNumber: '4111111111111111', cardType: '001', bill_to_email: 'p@example.com' }).success).toBe(false));
});
