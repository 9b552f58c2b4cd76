import type { Frame, Page } from 'playwright';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../support/test-platform';
import { browserTest, expectAccessible, shot } from '../support/browser';

/**
 * The payments sandbox's hosted card form in a real browser (not part of the React app): the
 * card rules' messages, then a redirect to /checkout/token with the signed response (top-level),
 * and a postMessage to the parent (in an iframe). The card number never goes to /api.
 */
declare global {
  interface Window {
    sandboxReply?: unknown;
  }
}

const browser = browserTest({ buildWeb: false });
const { platform, api } = browser;
let patientToken: string;

beforeAll(async () => {
  patientToken = await api.signIn('patient');
});

/** A page that records every call to /api (the card number must never reach one). */
async function newPage(): Promise<{ page: Page; apiCalls: string[] }> {
  const page = await browser.newPage();
  const apiCalls: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/api/')) apiCalls.push(`${req.url()} ${req.postData() ?? ''}`);
  });
  return { page, apiCalls };
}

async function formUrl(): Promise<string> {
  const r = await api.call('/api/order/card/signature', { bill_to_email: DEMO.patient, bill_to_forename: 'Pat', bill_to_surname: 'Ient', cartId: 'cart-e2e' }, patientToken);
  expect(r.status, r.text).toBe(200);
  const { formUrl: path, fields } = r.body as { formUrl: string; fields: Record<string, string> };
  return `${path}?${new URLSearchParams(fields)}`;
}

async function fill(target: Page | Frame, card: { number: string; expiry: string; cvv: string; consent: boolean }) {
  await target.getByLabel('Cardholder first name').fill('Pat');
  await target.getByLabel('Cardholder last name').fill('Ient');
  await target.getByLabel('Card number').fill(card.number);
  await target.getByLabel('Expiry (MM/YY)').fill(card.expiry);
  await target.getByLabel('CVV').fill(card.cvv);
  if (card.consent) await target.getByLabel('I confirm the cardholder consents to charging this card').check();
}

describe('hosted card form', () => {
  it('shows the card rules\' messages, then redirects to /checkout/token with a signed token response', async () => {
    const { page, apiCalls } = await newPage();
    await page.goto(await formUrl());
    await expect(page.getByRole('heading', { name: 'Card details' }).isVisible()).resolves.toBe(true);
    expect(await page.getByLabel('Save this card to the account').isChecked()).toBe(true);
    await expectAccessible(page);
    await shot(page, 'payment-sandbox-form');

    await fill(page, { number: '4111 1111 1111 1112', expiry: '01/20', cvv: '12', consent: false });
    await page.getByRole('button', { name: 'Submit card' }).click();
    await page.getByText('Credit card is invalid.').waitFor();
    await page.getByText('Credit card expired').waitFor();
    await shot(page, 'payment-sandbox-form-errors');

    await fill(page, { number: '4111 1111 1111 1111', expiry: '12/30', cvv: '123', consent: true });
    await page.getByRole('button', { name: 'Submit card' }).click();
    await page.waitForURL(/\/checkout\/token\?/);
    const fields = Object.fromEntries(new URL(page.url()).searchParams);
    expect(fields).toMatchObject({ decision: 'ACCEPT', req_card_number: '************1111', req_card_type: '001', save_card: 'true', req_merchant_defined_data2: 'cart-e2e' });
    expect(await platform.payments.verifyResponse(fields)).toBe(true);
    expect(apiCalls.filter((c) => c.includes('4111'))).toEqual([]);
  });

  it('inside an iframe, hands the response to the parent with postMessage', async () => {
    const { page } = await newPage();
    await page.goto('/dev/mailbox');
    const url = await formUrl();
    await page.evaluate((src) => {
      window.addEventListener('message', (e) => {
        if (e.origin === window.location.origin && (e.data as { type?: string })?.type === 'lensloop-payments-sandbox') window.sandboxReply = (e.data as { fields: unknown }).fields;
      });
      const frame = document.createElement('iframe');
      frame.src = src;
      frame.title = 'Card details';
      frame.style.width = '560px';
      frame.style.height = '640px';
      document.body.prepend(frame);
    }, url);
    const frame = page.frameLocator('iframe[title="Card details"]');
    await frame.getByLabel('Card number').waitFor();
    const f = page.frames().find((x) => x.url().includes('/payments-sandbox/form'))!;
    await fill(f, { number: '5555555555554444', expiry: '12/30', cvv: '123', consent: true });
    await f.getByRole('button', { name: 'Submit card' }).click();
    const reply = (await page.waitForFunction(() => window.sandboxReply)).jsonValue();
    expect(await reply).toMatchObject({ decision: 'ACCEPT', req_card_number: '************4444', req_card_type: '002' });
  });
});
