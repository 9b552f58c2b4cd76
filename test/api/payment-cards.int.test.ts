import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardsStream } from '../../domain/payments/events';
import { addYears, isoDateOf } from '../../domain/prescriptions/prescription-rules';
import { createSandboxPayments, SANDBOX_FORM_TTL_MS, SANDBOX_MAX_ATTEMPTS, SANDBOX_MESSAGES, SANDBOX_TEST_CARDS } from '../../infra/payments/sandbox/sandbox-provider';
import { cardEntry, SANDBOX_BILLING, sandboxHelpers, saveCardBody } from '../support/payments-sandbox';
import { atPosition as at, testApp } from '../support/test-app';

const CARD_NUMBERS = ['4111111111111111', '5555555555554444', '378282246310005', '4012888888881881', '6011111111111117', SANDBOX_TEST_CARDS.declinedAtForm, SANDBOX_TEST_CARDS.declinedAtCharge];

/** Everything the process writes while the tests run (from before the platform starts), to scan for card numbers. */
const captured: string[] = [];
const writes = { out: process.stdout.write.bind(process.stdout), err: process.stderr.write.bind(process.stderr) };
beforeAll(() => {
  process.stdout.write = ((chunk: unknown, ...rest: unknown[]) => (captured.push(String(chunk)), writes.out(chunk as string, ...(rest as [])))) as typeof process.stdout.write;
  process.stderr.write = ((chunk: unknown, ...rest: unknown[]) => (captured.push(String(chunk)), writes.err(chunk as string, ...(rest as [])))) as typeof process.stderr.write;
});
afterAll(() => {
  process.stdout.write = writes.out;
  process.stderr.write = writes.err;
});

const { platform, call, signInAll, eventsOf } = testApp();

let patient: string, patientB: string, staff: string, patientAccount: string;

beforeAll(async () => {
  ({ patient, patientB, staff } = await signInAll('patient', 'patientB', 'staff'));
  patientAccount = (await call('/api/customer/get', {}, patient)).body.accountNumber;
});
const billing = SANDBOX_BILLING;
const entry = cardEntry;
const sandbox = sandboxHelpers({ platform, call });
const signature = (token = patient, body: Record<string, unknown> = {}) => sandbox.signature(token, body);
const hostedForm = sandbox.hostedForm;
const tokenize = (cardNumber: string, token = patient) => sandbox.tokenize(cardNumber, token);
const saveBody = (response: Record<string, string>) => saveCardBody(response);

describe('signature → hosted form → token', () => {
  it('signs the request: default transaction type, country forced to US, billing and cart fields, a valid signature', async () => {
    const { formUrl, fields } = await signature(patient, { cartId: 'cart-1', bill_to_address_country: 'CA' });
    expect(formUrl).toBe('/payments-sandbox/form');
    expect(fields).toMatchObject({ transaction_type: 'authorization,create_payment_token', bill_to_address_country: 'US', merchant_defined_data1: patientAccount, merchant_defined_data2: 'cart-1', reference_number: 'cart-1' });
    expect(fields.signed_field_names!.split(',')).toEqual(expect.arrayContaining(['transaction_type', 'bill_to_address_country', 'signed_field_names', 'signed_date_time']));
    expect(await platform.payments.verifyRequest(fields)).toBe(true);
    expect(await platform.payments.verifyRequest({ ...fields, bill_to_address_country: 'CA' })).toBe(false);
  });

  it('a tampered request is refused by the form', async () => {
    const { fields } = await signature();
    const page = await platform.app.inject({ method: 'GET', url: `/payments-sandbox/form?${new URLSearchParams({ ...fields, merchant_defined_data1: '999' })}` });
    expect(page.statusCode).toBe(400);
    const r = await hostedForm(fields, entry('4111111111111111')).catch(() => undefined);
    expect(r?.status).toBe(200);
    const tampered = await platform.app.inject({ method: 'POST', url: '/payments-sandbox/tokenize', payload: { request: { ...fields, amount: '1.00' }, entry: entry('4111111111111111') } });
    expect(tampered.statusCode).toBe(400);
  });

  it('the form checks the card rules: invalid number, expired, CVV, consent', async () => {
    const { fields } = await signature();
    const r = await hostedForm(fields, entry('4111111111111112', { expiry: '01/20', cvv: '12', consent: false }));
    expect(r.status).toBe(400);
    expect(r.body.fieldErrors).toMatchObject({ cardNumber: 'Credit card is invalid.', expiry: 'Credit card expired', consent: expect.any(String), cvv: expect.any(String) });
  });

  it('allows a few submissions per signed request, then asks to start again', async () => {
    const { fields } = await signature();
    for (let i = 0; i < SANDBOX_MAX_ATTEMPTS; i++) expect((await hostedForm(fields, entry('4111111111111112'))).status).toBe(400);
    const r = await hostedForm(fields, entry('4111111111111111'));
    expect(r.status).toBe(429);
    expect(r.body).toMatchObject({ message: SANDBOX_MESSAGES.tooManyAttempts });
  });

  it('an idle form expires (15 minutes after signing)', async () => {
    const { fields } = await signature();
    const later = createSandboxPayments(platform.infra.sql, { now: () => new Date(Date.now() + SANDBOX_FORM_TTL_MS + 60_000) });
    const r = await later.tokenize(fields, entry('4111111111111111'));
    expect(r).toMatchObject({ kind: 'response', fields: { decision: 'ERROR', message: SANDBOX_MESSAGES.formExpired } });
  });

  it('answers a signed ACCEPT with a token and the masked number; a decline card gives DECLINE without a token', async () => {
    const ok = await tokenize('4111111111111111');
    expect(ok).toMatchObject({ decision: 'ACCEPT', req_card_number: '************1111', req_card_type: '001', req_card_expiry_date: '12/30', req_bill_to_address_country: 'US' });
    expect(ok.payment_token).toMatch(/^sbx_/);
    expect(await platform.payments.verifyResponse(ok)).toBe(true);
    expect(await platform.payments.verifyResponse({ ...ok, req_card_number: '************4444' })).toBe(false);
    const declined = await tokenize(SANDBOX_TEST_CARDS.declinedAtForm);
    expect(declined).toMatchObject({ decision: 'DECLINE', message: SANDBOX_MESSAGES.declined });
    expect(declined.payment_token).toBeUndefined();
  });
});

describe('saved cards', () => {
  let visaId: string, amexId: string, position: number;

  it('saves the tokenized card; the first card is the default; country USA whatever is sent', async () => {
    const r = await call('/api/order/card/save', saveBody(await tokenize('4111111111111111')), patient);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ maskedCardNumber: '************1111', cardType: '001', expiry: '12/30', cardNickname: 'Visa ending 1111', isDefault: true });
    visaId = r.body.uniqueCardId;
    const events = await eventsOf(cardsStream(patientAccount));
    expect(events.map((e) => e.type)).toEqual(['CardSaved', 'DefaultCardSet']);
    expect((events[0]!.data.billing as { country: string }).country).toBe('USA');
  });

  it('saving the same card again is the same card, no new event', async () => {
    const r = await call('/api/order/card/save', saveBody(await tokenize('4111111111111111')), patient);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ uniqueCardId: visaId, position: null });
  });

  it('refuses a token the sandbox did not issue, another account\'s token, or a masked number that does not match', async () => {
    const good = saveBody(await tokenize('5555555555554444'));
    for (const body of [{ ...good, token: 'sbx_made_up_token_123' }, { ...good, maskedCardNumber: '************1111' }, { ...good, cardType: '001' }]) {
      const r = await call('/api/order/card/save', body, patient);
      expect(r.status, JSON.stringify(r.body)).toBe(422);
      expect(r.body.code).toBe('INVALID_CARD_TOKEN');
    }
    const other = await call('/api/order/card/save', { ...good, bill_to_email: 'patient.lakeside@demo.lensloop.test' }, patientB);
    expect(other.status).toBe(422);
  });

  it('a second card is not the default; get lists default first without the token; default and delete work', async () => {
    const amex = await call('/api/order/card/save', { ...saveBody(await tokenize('378282246310005')), cardNickname: 'Work card' }, patient);
    expect(amex.body).toMatchObject({ isDefault: false, cardType: '003', maskedCardNumber: '***********0005', cardNickname: 'Work card' });
    amexId = amex.body.uniqueCardId;
    let list = await call(`/api/order/card/get?accountNumber=${patientAccount}`, undefined, patient, at(amex.body.position));
    expect(list.status).toBe(200);
    expect(list.body.cards.map((c: { uniqueCardId: string; isDefault: boolean }) => [c.uniqueCardId, c.isDefault])).toEqual([[visaId, true], [amexId, false]]);
    expect(JSON.stringify(list.body)).not.toMatch(/sbx_|token/);

    const def = await call('/api/order/card/default', { uniqueCardId: amexId }, patient);
    expect(def.status).toBe(200);
    list = await call('/api/order/card/get', undefined, patient, at(def.body.position));
    expect(list.body.cards[0]).toMatchObject({ uniqueCardId: amexId, isDefault: true });

    const del = await call('/api/order/card/delete', { uniqueCardId: amexId }, patient);
    expect(del.status).toBe(200);
    position = del.body.position;
    list = await call('/api/order/card/get', undefined, patient, at(position));
    expect(list.body.cards).toEqual([expect.objectContaining({ uniqueCardId: visaId, isDefault: true })]);
    expect((await call('/api/order/card/delete', { uniqueCardId: amexId }, patient)).status).toBe(404);
  });

  it('tenant isolation: another patient sees none of them and cannot touch them; staff may not use the card routes', async () => {
    expect((await call(`/api/order/card/get?accountNumber=${patientAccount}`, undefined, patientB)).status).toBe(404);
    expect((await call('/api/order/card/get', undefined, patientB)).body.cards).toEqual([]);
    expect((await call('/api/order/card/delete', { uniqueCardId: visaId }, patientB)).status).toBe(404);
    expect((await call('/api/order/card/default', { uniqueCardId: visaId }, patientB)).status).toBe(404);
    expect((await call('/api/order/card/signature', billing, staff)).status).toBe(403);
    expect((await call(`/api/order/card/get?accountNumber=${patientAccount}`, undefined, staff)).status).toBe(403);
  });
});

describe('charge (the payment port)', () => {
  it('is idempotent per key, refuses a second charge of the same reference, declines per test card', async () => {
    const token = (await tokenize('5555555555554444')).payment_token!;
    const first = await platform.payments.charge({ token, amountCents: 12_345, reference: 'order-1', idempotencyKey: 'k1' });
    expect(first.status).toBe('authorized');
    expect(await platform.payments.charge({ token, amountCents: 12_345, reference: 'order-1', idempotencyKey: 'k1' })).toEqual(first);
    expect(await platform.payments.charge({ token, amountCents: 12_345, reference: 'order-1', idempotencyKey: 'k2' })).toEqual({ status: 'declined', reason: SANDBOX_MESSAGES.duplicateReference });
    const parallel = await Promise.all(Array.from({ length: 8 }, (_, i) => platform.payments.charge({ token, amountCents: 500, reference: 'order-2', idempotencyKey: `p${i}` })));
    expect(parallel.filter((r) => r.status === 'authorized')).toHaveLength(1);
    const { rows } = await platform.infra.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM payments_sandbox_charges WHERE reference = 'order-2' AND status = 'authorized'`);
    expect(rows[0]!.n).toBe(1);
    const declining = (await tokenize(SANDBOX_TEST_CARDS.declinedAtCharge)).payment_token!;
    expect(await platform.payments.charge({ token: declining, amountCents: 100, reference: 'order-3', idempotencyKey: 'k3' })).toEqual({ status: 'declined', reason: SANDBOX_MESSAGES.declined });
    expect(await platform.payments.charge({ token: 'sbx_unknown', amountCents: 100, reference: 'order-4', idempotencyKey: 'k4' })).toEqual({ status: 'declined', reason: SANDBOX_MESSAGES.unknownToken });
  });
});

describe('validateAddress', () => {
  it.each([
    ['a good address, normalised', { address1: '12 Main Street', city: 'new york', state: 'NY', zip: '10001-2345' }, 200, { accepted: true, suggestion: { address1: '12 Main St', address2: '', city: 'New York', state: 'NY', zip: '10001-2345' } }],
    ['a PO box missing from the USPS database', { address1: 'Box 12', city: 'Austin', state: 'TX', zip: '73301' }, 200, { accepted: false, suggestion: null }],
    ['an APO address', { address1: 'Unit 2050 Box 4190', city: 'APO', state: 'AE', zip: '09094' }, 200, { accepted: false }],
    ['a ZIP of another state', { address1: '1 Main St', city: 'Austin', state: 'TX', zip: '10001' }, 200, { accepted: false }],
  ])('%s', async (_n, body, status, expected) => {
    const r = await call('/api/customer/validateAddress', body, patient);
    expect(r.status, JSON.stringify(r.body)).toBe(status);
    expect(r.body).toMatchObject(expected);
    if (!r.body.accepted) expect(r.body.validatedAddresses[0].messages.some((m: { severity: string }) => m.severity === 'error')).toBe(true);
  });
  it('the PO box message is the spec\'s', async () => {
    const r = await call('/api/customer/validateAddress', { address1: 'P.O. Box', zip: '10001' }, staff);
    expect(r.body.validatedAddresses[0].messages).toContainEqual({ severity: 'error', code: 'PO_BOX', summary: 'The address entered is not deliverable.' });
  });
  it('address1 and zip are required; signed-in only', async () => {
    const r = await call('/api/customer/validateAddress', { city: 'Austin' }, patient);
    expect(r.status).toBe(400);
    expect((await call('/api/customer/validateAddress', { address1: '1 Main St', zip: '10001' })).status).toBe(401);
  });
  it('all the spec paths are in the OpenAPI document', async () => {
    const doc = await call('/api/openapi.json');
    for (const p of ['/api/order/card/signature', '/api/order/card/save', '/api/order/card/get', '/api/order/card/delete', '/api/order/card/default', '/api/customer/validateAddress']) expect(Object.keys(doc.body.paths)).toContain(p);
  });
});

describe('checkout with the sandbox (helper O1\'s CheckOut)', () => {
  const TORIC = { productId: 'PRD-1008', variantId: 'PRD-1008:8.6:14.5:-2.25:-1.25:180' };
  async function readyCart(): Promise<string> {
    const rx = await call('/api/prescription/create', { patientAccountNo: patientAccount, prescriptionNickname: 'Toric', prescriptionExpirationDate: addYears(isoDateOf(new Date()), 1), rightEyeRx: TORIC, leftEyeRx: TORIC }, staff);
    expect(rx.status, JSON.stringify(rx.body)).toBe(200);
    const cart = await call('/api/order/createcart', { customerId: patientAccount, prescriptionId: rx.body.id, rightEyeBoxes: 1, leftEyeBoxes: 1 }, patient);
    expect(cart.status, JSON.stringify(cart.body)).toBe(200);
    const cartId = cart.body.cartId as string;
    expect((await call('/api/order/AddDeliveryAddress', { cartId, address: { name: 'Pat Ient', address1: '1100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' } }, patient)).status).toBe(200);
    expect((await call('/api/order/SetDeliveryMode', { cartId, deliveryModeId: 'standard', promoCode: null }, patient)).status).toBe(200);
    return cartId;
  }
  const authorized = async (reference: string) =>
    (await platform.infra.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM payments_sandbox_charges WHERE reference = $1 AND status = 'authorized'`, [reference])).rows[0]!.n;

  it('a new card token: charged once, even when the checkout is retried with the same Idempotency-Key', async () => {
    const cartId = await readyCart();
    const fields = await tokenize('4012888888881881');
    const body = { cartId, mode: 'card', token: fields.payment_token, maskedCardNumber: fields.req_card_number, cardType: fields.req_card_type };
    const first = await call('/api/order/CheckOut', body, patient, { 'idempotency-key': `co-${cartId}` });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.payment).toMatchObject({ type: 'card', maskedCardNumber: '************1881', cardType: '001' });
    const again = await call('/api/order/CheckOut', body, patient, { 'idempotency-key': `co-${cartId}` });
    expect(again.body.orderId).toBe(first.body.orderId);
    expect(await authorized(first.body.orderId)).toBe(1);
  });

  it('a saved card: the token is read from the card stream, the charge is authorized', async () => {
    const saved = await call('/api/order/card/save', saveBody(await tokenize('6011111111111117')), patient);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const cartId = await readyCart();
    const r = await call('/api/order/CheckOut', { cartId, mode: 'savedCard', uniqueCardId: saved.body.uniqueCardId }, patient);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.payment).toMatchObject({ type: 'card', cardType: '004', maskedCardNumber: '************1117', savedCardId: saved.body.uniqueCardId });
    expect(await authorized(r.body.orderId)).toBe(1);
  });

  it('a card the sandbox declines at charge time places no order', async () => {
    const cartId = await readyCart();
    const fields = await tokenize(SANDBOX_TEST_CARDS.declinedAtCharge);
    const r = await call('/api/order/CheckOut', { cartId, mode: 'card', token: fields.payment_token, maskedCardNumber: fields.req_card_number, cardType: fields.req_card_type }, patient);
    expect(r.status, JSON.stringify(r.body)).toBeGreaterThanOrEqual(400);
    expect(JSON.stringify(r.body)).toContain(SANDBOX_MESSAGES.declined);
  });
});

describe('no card number anywhere', () => {
  it('event store, every rm table, the sandbox tables and the logs hold none of the test card numbers', async () => {
    // A full flow with every test number first, so there is something to find if it leaked.
    for (const n of CARD_NUMBERS) {
      const fields = await tokenize(n);
      if (fields.payment_token) await call('/api/order/card/save', saveBody(fields), patient);
    }
    const grab = async (sql: string) => JSON.stringify((await platform.infra.sql.query(sql)).rows);
    const haystacks: [string, string][] = [['events', await grab(`SELECT type, data, metadata FROM es_events`)], ['logs', captured.join('\n')]];
    expect(haystacks[0]![1]).toContain('************1111'); // the scan sees the masked numbers, so it would see a full one
    const { rows: tables } = await platform.infra.sql.query<{ schema: string; name: string }>(
      `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables WHERE table_schema = 'rm' OR table_name LIKE 'payments_sandbox%' OR table_name = 'command_replies'`,
    );
    expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['saved_cards', 'payments_sandbox_cards']));
    for (const t of tables) haystacks.push([`${t.schema}.${t.name}`, await grab(`SELECT * FROM "${t.schema}"."${t.name}"`)]);
    for (const [where, text] of haystacks) for (const n of CARD_NUMBERS) expect(text.includes(n), `${n} found in ${where}`).toBe(false);
  });
});
