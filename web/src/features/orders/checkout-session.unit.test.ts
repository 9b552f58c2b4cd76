import { describe, expect, it } from 'vitest';
import { cardTokenOf } from './checkout-session';

describe('cardTokenOf (the hosted form response the checkout uses)', () => {
  it.each([
    [{ decision: 'ACCEPT', payment_token: 'sbx_1', req_card_number: '************1111', req_card_type: '001', save_card: 'true' }, { token: 'sbx_1', maskedCardNumber: '************1111', cardType: '001', saveCard: true }],
    [{ decision: 'ACCEPT', payment_token: 'sbx_2', req_card_number: '************4444', req_card_type: '002', save_card: 'false' }, { token: 'sbx_2', maskedCardNumber: '************4444', cardType: '002', saveCard: false }],
    [{ decision: 'ACCEPT', payment_token: 'sbx_3', req_card_number: '************4444', req_card_type: '002' }, { token: 'sbx_3', maskedCardNumber: '************4444', cardType: '002', saveCard: true }],
  ])('an accepted card → its token, masked number, type and save flag (%#)', (fields, expected) => {
    expect(cardTokenOf(fields)).toEqual(expected);
  });

  it.each([
    [{ decision: 'DECLINE', message: 'Card declined.' }, 'Card declined.'],
    [{ decision: 'ACCEPT' }, 'The card was not accepted. Please try another card.'],
    [{ decision: 'ERROR' }, 'The card was not accepted. Please try another card.'],
  ])('a refused or tokenless response → an error message (%#)', (fields, message) => {
    expect(cardTokenOf(fields)).toEqual({ error: message });
  });
});
