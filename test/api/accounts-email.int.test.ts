import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../domain/identity/messages';
import { MESSAGES } from '../../domain/shared/errors';
import { testApp, uniqueEmail } from '../support/test-app';
import { DEMO } from '../support/test-platform';

const { call, signIn, eventsOf, waitForMail, mailCount, linkToken, registeredPatient } = testApp();
const PASSWORD = 'Quiet#Harbor21';

afterEach(() => {
  vi.useRealTimers();
});

describe('/customer/editemail → link to the new address → /customer/confirmemailchange', () => {
  it('changes the address only once confirmed with the previous e-mail and password, and frees the old one', async () => {
    const { email: oldEmail, accountNumber } = await registeredPatient('Vera', PASSWORD);
    const token = await signIn(oldEmail, PASSWORD);
    const newEmail = uniqueEmail('vera.new');

    const requested = await call('/api/customer/editemail', { email: newEmail.toUpperCase() }, token);
    expect(requested.status, JSON.stringify(requested.body)).toBe(200);
    expect(requested.body.email).toBe(newEmail);
    // Nothing changed yet.
    expect((await call('/api/customer/get', {}, token, { 'x-min-position': String(requested.body.position) })).body.email).toBe(oldEmail);

    const confirmation = await waitForMail(newEmail, { tag: 'email-change' });
    expect(confirmation.subject).toBe('Confirm your new Lensloop email address');
    const notice = await waitForMail(oldEmail, { tag: 'email-change-notice' });
    expect(notice.text).not.toContain(newEmail);
    const link = linkToken(confirmation.text, '/verifyemail');
    expect((await call('/api/customer/emailbytoken', { token: link })).body).toEqual({ email: newEmail, purpose: 'verify-email' });

    const wrongPassword = await call('/api/customer/confirmemailchange', { token: link, email: oldEmail, password: 'Wrong#Guess11' });
    expect(wrongPassword).toMatchObject({ status: 401, body: { code: 'INVALID_VALUE', message: MESSAGES.invalidSignIn } });
    const wrongEmail = await call('/api/customer/confirmemailchange', { token: link, email: newEmail, password: PASSWORD });
    expect(wrongEmail.status).toBe(401);
    expect((await call('/api/customer/confirmemailchange', { email: oldEmail, password: PASSWORD })).body.fieldErrors).toMatchObject({
      token: ACCOUNT_MESSAGES.tokenRequired,
    });

    const confirmed = await call('/api/customer/confirmemailchange', { token: link, email: oldEmail.toUpperCase(), password: PASSWORD });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.email).toBe(newEmail);

    const changed = (await eventsOf(`customer-${accountNumber}`)).find((e) => e.type === 'EmailChanged')!;
    expect(changed.data).toMatchObject({ previousEmail: oldEmail, email: newEmail });
    expect((await eventsOf(`email-${oldEmail}`)).map((e) => e.type)).toEqual(['EmailReserved', 'EmailReleased']);
    expect((await eventsOf(`email-${newEmail}`)).map((e) => e.type)).toEqual(['EmailReserved']);

    const profile = await call('/api/customer/get', {}, token, { 'x-min-position': String(confirmed.body.position) });
    expect(profile.body.email).toBe(newEmail);
    await signIn(newEmail, PASSWORD);
    expect((await call('/api/customer/signin', { email: oldEmail, password: PASSWORD })).status).toBe(401);
    const staff = await signIn(DEMO.staff);
    const found = await call('/api/customer/search', { keyword: newEmail }, staff, { 'x-min-position': String(confirmed.body.position) });
    expect(found.body.patients.map((p: { accountNumber: string }) => p.accountNumber)).toEqual([accountNumber]);

    // The old address is free for someone else now.
    const reuse = await call('/api/customer/create', { firstName: 'Other', lastName: 'Person', email: oldEmail }, staff);
    expect(reuse.status, JSON.stringify(reuse.body)).toBe(200);

    // The link worked once.
    const again = await call('/api/customer/confirmemailchange', { token: link, email: newEmail, password: PASSWORD });
    expect(again.body).toMatchObject({ status: 400, code: 'TOKEN_USED' });
  });

  it('refuses an address another account holds (USER_ALREADY_EXISTS), the own address, and a malformed one', async () => {
    const { email } = await registeredPatient('Wade', PASSWORD);
    const token = await signIn(email, PASSWORD);
    const taken = await call('/api/customer/editemail', { email: DEMO.staff.toUpperCase() }, token);
    expect(taken).toMatchObject({ status: 409, body: { code: 'USER_ALREADY_EXISTS', message: MESSAGES.userAlreadyExists } });
    const same = await call('/api/customer/editemail', { email }, token);
    expect(same).toMatchObject({ status: 400, body: { code: 'SAME_EMAIL', message: ACCOUNT_MESSAGES.sameEmail } });
    const bad = await call('/api/customer/editemail', { email: 'nope@' }, token);
    expect(bad.body.fieldErrors).toEqual({ email: 'A valid email is required' });
    expect((await call('/api/customer/editemail', { email: uniqueEmail('x') })).status).toBe(401);
  });

  it('only the latest request counts, links expire after 24 hours, and a taken address is refused at confirmation', async () => {
    const { email } = await registeredPatient('Xena', PASSWORD);
    const token = await signIn(email, PASSWORD);
    const first = uniqueEmail('xena.first');
    const second = uniqueEmail('xena.second');
    await call('/api/customer/editemail', { email: first }, token);
    const firstLink = linkToken((await waitForMail(first, { tag: 'email-change' })).text, '/verifyemail');
    await call('/api/customer/editemail', { email: second }, token);
    const secondLink = linkToken((await waitForMail(second, { tag: 'email-change' })).text, '/verifyemail');
    expect((await call('/api/customer/confirmemailchange', { token: firstLink, email, password: PASSWORD })).body.code).toBe('TOKEN_EXPIRED');

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() + 24 * 60 * 60 * 1000 + 60_000));
    expect((await call('/api/customer/confirmemailchange', { token: secondLink, email, password: PASSWORD })).body.code).toBe('TOKEN_EXPIRED');
    expect((await call('/api/customer/emailbytoken', { token: secondLink })).body.code).toBe('TOKEN_EXPIRED');
    vi.useRealTimers();

    // Someone else takes the address between request and confirmation.
    const staff = await signIn(DEMO.staff);
    expect((await call('/api/customer/create', { firstName: 'Quick', lastName: 'Taker', email: second }, staff)).status).toBe(200);
    const raced = await call('/api/customer/confirmemailchange', { token: secondLink, email, password: PASSWORD });
    expect(raced).toMatchObject({ status: 409, body: { code: 'USER_ALREADY_EXISTS' } });
    await signIn(email, PASSWORD);
  });

  it('two accounts may ask for the same free address; the first to confirm gets it', async () => {
    const a = await registeredPatient('Yuri', PASSWORD);
    const b = await registeredPatient('Zora', PASSWORD);
    const target = uniqueEmail('shared');
    const ta = await signIn(a.email, PASSWORD);
    const tb = await signIn(b.email, PASSWORD);
    // Both may ask for a free address; the first to confirm gets it.
    expect((await call('/api/customer/editemail', { email: target }, ta)).status).toBe(200);
    expect((await call('/api/customer/editemail', { email: target }, tb)).status).toBe(200);
    await waitForMail(target, { tag: 'email-change', count: 2 });
    const box = await call(`/api/dev/mailbox?to=${encodeURIComponent(target)}`);
    // The two mails are sent by a worker, in either order: each is told apart by the greeting.
    const texts = await Promise.all(
      (box.body.items as { id: string }[]).map(async (m) => (await call(`/api/dev/mailbox/${m.id}`)).body.text as string),
    );
    const linkFor = (firstName: string) => linkToken(texts.find((t) => t.startsWith(`Hi ${firstName},`))!, '/verifyemail');
    const outcomes = [];
    for (const [link, who] of [[linkFor('Yuri'), a], [linkFor('Zora'), b]] as const) {
      outcomes.push((await call('/api/customer/confirmemailchange', { token: link, email: who.email, password: PASSWORD })).status);
    }
    expect(outcomes).toEqual([200, 409]);
    expect(await mailCount(target, 'email-change')).toBe(2);
  });
});
