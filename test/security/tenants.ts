import { expect } from 'vitest';
import { addYears, isoDateOf } from '../../domain/prescriptions/prescription-rules';
import { sandboxHelpers, saveCardBody } from '../support/payments-sandbox';
import type { DemoRole } from '../support/test-platform';
import type { TestApp } from '../support/test-app';
import type { TenantIds } from './openapi-operations';

/**
 * Two practices with real data for the security suites: the demo's Clearview (own, PR-1001) and
 * Lakeside (other, PR-2002), each with its signed-in patient's prescription, an open cart, a placed
 * order and a saved card, made through the app's own command routes.
 */
export const TORIC = { productId: 'PRD-1008', variantId: 'PRD-1008:8.6:14.5:-2.25:-1.25:180' };

const ADDRESS: Record<string, { name: string; address1: string; city: string; state: string; zip: string }> = {
  'PR-1001': { name: 'Pat Ient', address1: '1100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
  'PR-2002': { name: 'Grace Lindqvist', address1: '10 E Doty St', city: 'Madison', state: 'WI', zip: '53703' },
};

export interface Tenant {
  ids: TenantIds;
  patientToken: string;
  staffToken: string;
}

/** A tenant's patient (signed in), a prescription, an order placed at the office (pos) and an open cart, and a saved card. */
export async function seedTenant(app: Pick<TestApp, 'platform' | 'call' | 'signIn' | 'createPrescription' | 'createCart'>, roles: { patient: DemoRole; staff: DemoRole }, card = '4111111111111111'): Promise<Tenant> {
  const { call, signIn, createPrescription, createCart } = app;
  const [patientToken, staffToken] = await Promise.all([signIn(roles.patient), signIn(roles.staff)]);
  const [me, staffMe] = await Promise.all([call('/api/customer/get', {}, patientToken), call('/api/customer/get', {}, staffToken)]);
  expect(me.status, JSON.stringify(me.body)).toBe(200);
  const { accountNumber, practiceId, locationId, email } = me.body as { accountNumber: string; practiceId: string; locationId: string; email: string };
  const prescriptionId = await createPrescription(staffToken, { patientAccountNo: accountNumber, prescriptionNickname: 'Toric', prescriptionExpirationDate: addYears(isoDateOf(new Date()), 1), rightEyeRx: TORIC, leftEyeRx: TORIC });

  const placed = await createCart(staffToken, { customerId: accountNumber, prescriptionId, rightEyeBoxes: 1, leftEyeBoxes: 1 });
  const address = ADDRESS[practiceId]!;
  for (const [path, body] of [
    ['/api/order/AddDeliveryAddress', { cartId: placed.cartId, address }],
    ['/api/order/SetDeliveryMode', { cartId: placed.cartId, deliveryModeId: 'standard', promoCode: null }],
  ] as const) {
    const r = await call(path, body, staffToken);
    expect(r.status, `${path}: ${JSON.stringify(r.body)}`).toBe(200);
  }
  const order = await call('/api/order/CheckOut', { cartId: placed.cartId, mode: 'pos', method: 'cash' }, staffToken);
  expect(order.status, JSON.stringify(order.body)).toBe(200);

  const open = await createCart(patientToken, { customerId: accountNumber, prescriptionId, rightEyeBoxes: 1, leftEyeBoxes: 1 });
  const fields = await sandboxHelpers(app).tokenize(card, patientToken);
  const saved = await call('/api/order/card/save', saveCardBody(fields, email), patientToken);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);

  return {
    patientToken,
    staffToken,
    ids: {
      practiceId,
      locationId,
      accountNumber,
      email,
      prescriptionId,
      cartId: open.cartId,
      orderId: order.body.orderId as string,
      uniqueCardId: saved.body.uniqueCardId as string,
      staffAccountNumber: staffMe.body.accountNumber as string,
    },
  };
}

/**
 * What only the other practice's users may see: its accounts' numbers and e-mails, its patients'
 * names, its records' ids, its phone and addresses. A reply to someone else that holds any of
 * these (beyond what the request itself sent) is a cross-tenant leak.
 */
export async function tenantSecrets(app: Pick<TestApp, 'platform'>, tenant: TenantIds, otherTenant: TenantIds): Promise<string[]> {
  const { rows } = await app.platform.infra.sql.query<{ account: string; email: string; first: string; last: string }>(
    `SELECT data->>'accountNumber' AS account, lower(data->>'email') AS email, data->>'firstName' AS first, data->>'lastName' AS last
       FROM es_events WHERE type IN ('PatientCreated', 'CustomerRegistered') AND data->>'practiceId' = $1`,
    [tenant.practiceId],
  );
  const { rows: others } = await app.platform.infra.sql.query<{ last: string }>(
    `SELECT DISTINCT data->>'lastName' AS last FROM es_events WHERE type IN ('PatientCreated', 'CustomerRegistered') AND coalesce(data->>'practiceId', '') <> $1`,
    [tenant.practiceId],
  );
  const elsewhere = new Set(others.map((o) => o.last));
  const { rows: practice } = await app.platform.infra.sql.query<{ data: { name?: string; phone?: string; address?: { address1?: string } } }>(
    `SELECT data FROM es_events WHERE stream_id = $1 AND type IN ('PracticeRegistered', 'LocationAdded')`,
    [`practice-${tenant.practiceId}`],
  );
  const secrets = new Set<string>([tenant.prescriptionId, tenant.cartId, tenant.orderId, tenant.uniqueCardId, ...rows.flatMap((r) => [r.account, r.email])]);
  for (const r of rows) if (r.last && !elsewhere.has(r.last)) secrets.add(r.last);
  for (const p of practice) for (const v of [p.data.name, p.data.phone, p.data.address?.address1]) if (v) secrets.add(v);
  // Never a value the two tenants share (a product id, a state).
  for (const v of Object.values(otherTenant)) secrets.delete(v);
  return [...secrets].filter((s) => s && s.length >= 5);
}

/**
 * A fresh token of each signed-in role of the own tenant, and a CSR's impersonation of its patient,
 * each sign-in from a client address of its own (`nextIp`: the sign-in rate limit is per address).
 * The demo analyst and operator sign in with their texted code; `enrolling` (an analyst's e-mail
 * whose two-factor is not set up yet) gives the session of a first sign-in, before the second factor.
 */
export async function roleTokens(
  t: Pick<TestApp, 'call' | 'attemptSignIn' | 'signIn'>,
  nextIp: () => string,
  impersonate: { accountNumber: string; reason: string },
  enrolling?: { email: string; password: string },
) {
  const signIn = async (role: 'patient' | 'staff' | 'admin' | 'csr') => {
    const r = await t.attemptSignIn(role, {}, nextIp());
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.token as string;
  };
  const [patient, staff, admin, csr, analyst, operator, enrollingToken] = await Promise.all([
    signIn('patient'),
    signIn('staff'),
    signIn('admin'),
    signIn('csr'),
    t.signIn('analyst', undefined, { ip: nextIp() }),
    t.signIn('operator', undefined, { ip: nextIp() }),
    enrolling ? t.signIn(enrolling.email, enrolling.password, { ip: nextIp() }) : undefined,
  ]);
  const imp = await t.call('/api/customer/beginimpersonation', impersonate, csr);
  expect(imp.status, JSON.stringify(imp.body)).toBe(200);
  return { patient, staff, admin, csr, impersonating: imp.body.token as string, analyst, operator, ...(enrollingToken ? { enrolling: enrollingToken } : {}) };
}

/** An analyst invited by the CSR whose password is set and whose two-factor is not: every sign-in is a first one (D-742). */
export async function enrollingAnalyst(t: Pick<TestApp, 'call' | 'signIn' | 'waitForMail' | 'linkToken'>): Promise<{ email: string; password: string }> {
  const email = `enrolling.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'Matrix#Secure2027';
  const invited = await t.call('/api/support/distributorstaff/invite', { firstName: 'Eno', lastName: 'Rolling', email, role: 'Analyst' }, await t.signIn('csr'));
  expect(invited.status, JSON.stringify(invited.body)).toBe(200);
  const mail = await t.waitForMail(email, { tag: 'welcome' });
  const set = await t.call('/api/customer/setpassword', { token: t.linkToken(mail.text, '/welcome'), newPassword: password, confirmPassword: password });
  expect(set.status, JSON.stringify(set.body)).toBe(200);
  return { email, password };
}
