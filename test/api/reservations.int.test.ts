import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { emailStream } from '../../domain/identity/events';
import { signupKeys } from '../../domain/practice-signups/signup-rules';
import { practiceSignupKeyStream } from '../../domain/practice-signups/events';
import { RESERVATION_IN_FLIGHT_MS } from '../../domain/shared/reservation';
import { CHEAP_HUMAN_CHECK, testApp, uniqueEmail } from '../support/test-app';
import { testMeta } from '../support/event-meta';

/**
 * Issue #21: uniqueness across streams is decided on the write side, and a reservation whose own
 * stream is still being appended (the second of its two appends) counts as held for a minute, so a
 * request arriving between another's two appends cannot take the key over (D-522).
 */
const { platform, call, signIn, humanCheckToken } = testApp({ env: CHEAP_HUMAN_CHECK });

const meta = (occurredAt: Date) => testMeta({ occurredAt });
const longAgo = () => new Date(Date.now() - RESERVATION_IN_FLIGHT_MS - 1_000);

async function patientsWithEmail(email: string): Promise<number> {
  const { rows } = await platform.infra.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM es_events WHERE type = 'PatientCreated' AND data->>'email' = $1`, [email]);
  return Number(rows[0]!.n);
}

describe('e-mail reservations', () => {
  it('20 staggered parallel creates of one e-mail make exactly one patient', async () => {
    const staff = await signIn('staff');
    for (let round = 0; round < 3; round++) {
      const email = uniqueEmail('race');
      const replies = await Promise.all(
        Array.from({ length: 20 }, (_, i) => new Promise((r) => setTimeout(r, i * 3)).then(() => call('/api/customer/create', { firstName: 'Race', lastName: 'Runner', email }, staff))),
      );
      expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
      for (const r of replies.filter((x) => x.status !== 200)) expect(r.body.code).toMatch(/^(USER_ALREADY_EXISTS|CONCURRENCY_CONFLICT)$/);
      expect(await patientsWithEmail(email)).toBe(1);
    }
  });

  it('an address reserved for an account still being created is taken; a reservation left by a crash is free after the minute', async () => {
    const staff = await signIn('staff');
    const email = uniqueEmail('inflight');
    await platform.infra.store.appendToStream(emailStream(email), [{ type: 'EmailReserved', data: { email, accountNumber: '999000001' }, metadata: meta(new Date()) }], { expectedVersion: 'no_stream' });
    expect((await call('/api/customer/create', { firstName: 'Late', lastName: 'Comer', email }, staff)).body).toMatchObject({ status: 409, code: 'USER_ALREADY_EXISTS' });
    await platform.infra.store.appendToStream(emailStream(email), [{ type: 'EmailReserved', data: { email, accountNumber: '999000002' }, metadata: meta(longAgo()) }], { expectedVersion: 0 });
    const created = await call('/api/customer/create', { firstName: 'Late', lastName: 'Comer', email }, staff);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(await patientsWithEmail(email)).toBe(1);
  });
});

describe('practice sign-up keys', () => {
  const form = (email: string) => ({
    practiceName: `Inflight Optics ${uuidv7().slice(-6)}`, name: 'Riley Chen', email, phone: '5125550188',
    address1: '1200 Barton Springs Road', address2: '', city: 'austin', state: 'TX', zip: '78704', acceptTermsAndConditions: true, emailCommunicationsOptIn: true,
  });

  it('a key claimed by a sign-up still being appended is taken; one left by a crash is free after the minute', async () => {
    const email = uniqueEmail('signup.inflight');
    const key = practiceSignupKeyStream(signupKeys({ email, practiceName: 'x', zip: '78704' }).email);
    await platform.infra.store.appendToStream(key, [{ type: 'PracticeSignupKeyReserved', data: { key, signupId: uuidv7() }, metadata: meta(new Date()) }], { expectedVersion: 'no_stream' });
    const refused = await call('/api/customer/practice/signup', { ...form(email), humanCheck: await humanCheckToken() });
    expect(refused.body, JSON.stringify(refused.body)).toMatchObject({ status: 409, code: 'DUPLICATE_SIGNUP' });
    await platform.infra.store.appendToStream(key, [{ type: 'PracticeSignupKeyReserved', data: { key, signupId: uuidv7() }, metadata: meta(longAgo()) }], { expectedVersion: 0 });
    const accepted = await call('/api/customer/practice/signup', { ...form(email), humanCheck: await humanCheckToken() });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  });
});
