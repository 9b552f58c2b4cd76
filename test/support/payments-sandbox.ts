import { expect } from 'vitest';
import type { TestApp } from './test-app';

/**
 * The payments sandbox as a browser meets it (issue #18): the signed request for the hosted card
 * form, the form itself, and the token it answers. Shared by the card tests and the security suites.
 */
export const SANDBOX_BILLING = { bill_to_forename: 'Pat', bill_to_surname: 'Ient', bill_to_email: 'patient@demo.lensloop.test', bill_to_address_line1: '1 Main St', bill_to_address_city: 'New York', bill_to_address_state: 'NY', bill_to_address_postal_code: '10001' };

/** What a person types into the hosted form. */
export const cardEntry = (cardNumber: string, more: Record<string, unknown> = {}) => ({ cardholderFirstName: 'Pat', cardholderLastName: 'Ient', cardNumber, expiry: '12/30', cvv: cardNumber.startsWith('3') ? '1234' : '123', consent: true, saveCard: true, ...more });

/** The card/save body for the hosted form's answer. */
export function saveCardBody(response: Record<string, string>, email = 'patient@demo.lensloop.test') {
  return { token: response.payment_token, maskedCardNumber: response.req_card_number, cardType: response.req_card_type, bill_to_email: email, bill_to_address_country: 'FR' };
}

export function sandboxHelpers({ platform, call }: Pick<TestApp, 'platform' | 'call'>) {
  async function signature(token: string, body: Record<string, unknown> = {}) {
    const r = await call('/api/order/card/signature', { ...SANDBOX_BILLING, ...body }, token);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body as { formUrl: string; fields: Record<string, string> };
  }

  /** What the hosted form does: GET the form with the signed fields, then POST the card to the sandbox. */
  async function hostedForm(fields: Record<string, string>, card: Record<string, unknown>) {
    const page = await platform.app.inject({ method: 'GET', url: `/payments-sandbox/form?${new URLSearchParams(fields)}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<label for="cardNumber">Card number</label>');
    const res = await platform.app.inject({ method: 'POST', url: '/payments-sandbox/tokenize', payload: { request: fields, entry: card } });
    return { status: res.statusCode, body: res.json() as { fields?: Record<string, string>; fieldErrors?: Record<string, string> } };
  }

  /** A card number through the hosted form: the sandbox's answer fields (payment_token, req_card_number…). */
  async function tokenize(cardNumber: string, token: string) {
    const { fields } = await signature(token);
    const r = await hostedForm(fields, cardEntry(cardNumber));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.fields!;
  }

  return { signature, hostedForm, tokenize };
}
