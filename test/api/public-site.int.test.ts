import { beforeAll, describe, expect, it } from 'vitest';
import { atPosition, CHEAP_HUMAN_CHECK, linkToken, testApp, uniqueEmail, until } from '../support/test-app';

Object.assign(process.env, { ...CHEAP_HUMAN_CHECK, PUBLIC_FORM_REQUESTS_PER_IP_PER_MINUTE: '100', SUPPORT_EMAIL: 'support-inbox@lensloop.test', SUPPORT_PHONE: '8005550199' });

/** Issue #17: the contact form, practice sign-up with CSR review, and Manage Practice (staff, locations). */
const { call, fresh, signIn, eventsOf, eventCount, humanCheckToken, waitForMail, mailCount } = testApp();

let csr: string;
beforeAll(async () => {
  csr = await signIn('csr');
});

describe('the public site facts', () => {
  it('answers the support e-mail and phone from configuration without sign-in', async () => {
    const r = await call('/api/site/info');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ supportEmail: 'support-inbox@lensloop.test', supportPhone: '8005550199' });
  });
});

describe('contact form', () => {
  it('appends a request, mails support and the sender, and lets a CSR mark it handled', async () => {
    const email = uniqueEmail('Casey');
    const r = await call('/api/contact/submit', { name: 'Casey Lane', email, phone: '(512) 555-0144', topic: 'returns', message: 'How do I return an opened box?', humanCheck: await humanCheckToken() });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const [submitted] = await eventsOf(`contact-${email}`);
    expect(submitted).toMatchObject({ type: 'ContactRequestSubmitted', data: { name: 'Casey Lane', email, phone: '5125550144', topic: 'returns' } });
    expect(submitted!.metadata.actor).toBeDefined();

    const confirmation = await waitForMail(email, { tag: 'contact-confirmation' });
    expect(confirmation.text).toContain('How do I return an opened box?');
    const support = await until(
      async () => (await call(`/api/dev/mailbox?to=${encodeURIComponent('support-inbox@lensloop.test')}`)).body.items as { subject: string }[],
      (items) => items.some((m) => m.subject.includes('Casey Lane')),
    );
    expect(support.some((m) => m.subject.includes('Casey Lane'))).toBe(true);

    const list = await fresh('/api/support/contactrequests', { status: 'open' }, { token: csr, headers: atPosition(r.body.position) });
    const row = list.body.requests.find((x: { email: string }) => x.email === email);
    expect(row).toMatchObject({ name: 'Casey Lane', topic: 'returns', handledAt: null });

    const handled = await call('/api/support/contactrequests/handle', { email, requestId: row.requestId }, csr);
    expect(handled.status, JSON.stringify(handled.body)).toBe(200);
    const after = await fresh('/api/support/contactrequests', { status: 'handled' }, { token: csr, headers: atPosition(handled.body.position) });
    expect(after.body.requests.find((x: { email: string }) => x.email === email)?.handledBy).toBeTruthy();
    // Only CSRs see or handle the list.
    expect((await call('/api/support/contactrequests', { status: 'open' }, await signIn('staff'))).status).toBe(403);
  });

  it('answers bad input with field messages and appends nothing', async () => {
    const before = await eventCount('ContactRequestSubmitted');
    const r = await call('/api/contact/submit', { name: '', email: 'not-an-email', phone: '123', topic: 'nope', message: '', humanCheck: 'x' });
    expect(r.status).toBe(400);
    expect(r.body.fieldErrors).toMatchObject({ name: 'Your name is required', email: 'A valid email is required', phone: 'A valid US phone is required', topic: 'Please choose a topic', message: 'Please write your message' });
    expect(await eventCount('ContactRequestSubmitted')).toBe(before);
  });

  it('needs the human check and limits one address to three requests an hour', async () => {
    const email = uniqueEmail('Flood');
    const body = { name: 'Flo Od', email, topic: 'other', message: 'Hello' };
    expect((await call('/api/contact/submit', { ...body, humanCheck: 'forged' })).body.code).toBe('HUMAN_CHECK_FAILED');
    for (let i = 0; i < 3; i++) expect((await call('/api/contact/submit', { ...body, humanCheck: await humanCheckToken() })).status).toBe(200);
    const refused = await call('/api/contact/submit', { ...body, humanCheck: await humanCheckToken() });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('TOO_MANY_CONTACT_REQUESTS');
    expect(await eventsOf(`contact-${email}`).then((es) => es.filter((e) => e.type === 'ContactRequestSubmitted').length)).toBe(3);
  });
});

const signup = (over: Record<string, unknown> = {}) => ({
  practiceName: `Bright Eyes ${Math.random().toString(36).slice(2, 6)}`,
  name: 'Riley Chen',
  email: uniqueEmail('Riley'),
  phone: '5125550177',
  address1: '1200 Barton Springs Road',
  address2: '',
  city: 'austin',
  state: 'TX',
  zip: '78704',
  acceptTermsAndConditions: true,
  emailCommunicationsOptIn: true,
  ...over,
});

describe('practice sign-up', () => {
  it('requests, e-mails the applicant, is approved by a CSR, and the administrator sets a password, signs in and invites staff', async () => {
    const form = signup();
    const r = await call('/api/customer/practice/signup', { ...form, humanCheck: await humanCheckToken() });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const [requested] = await eventsOf(`practice-signup-${r.body.signupId}`);
    expect(requested).toMatchObject({ type: 'PracticeSignupRequested', data: { firstName: 'Riley', lastName: 'Chen', address: { address1: '1200 Barton Springs Rd', city: 'Austin', state: 'TX', zip: '78704' }, emailCommunicationsOptIn: true } });
    expect((await waitForMail(form.email, { tag: 'practice-signup-received' })).subject).toContain('join Lensloop');

    const pending = await fresh('/api/support/practicesignups', { status: 'pending' }, { token: csr, headers: atPosition(r.body.position) });
    expect(pending.body.signups.find((s: { signupId: string }) => s.signupId === r.body.signupId)).toMatchObject({ practiceName: form.practiceName, contactName: 'Riley Chen', status: 'pending' });

    const approved = await call('/api/support/practicesignups/approve', { signupId: r.body.signupId }, csr);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const practiceEvents = await eventsOf(`practice-${approved.body.practiceId}`);
    expect(practiceEvents.map((e) => e.type)).toEqual(['PracticeRegistered', 'LocationAdded']);
    expect(practiceEvents[0]!.data.name).toBe(form.practiceName);
    // The welcome job may already have appended WelcomeEmailSent after these.
    expect((await eventsOf(`customer-${approved.body.adminAccountNumber}`)).map((e) => e.type).slice(0, 2)).toEqual(['CustomerRegistered', 'WelcomeEmailRequested']);
    // Approving twice is refused.
    expect((await call('/api/support/practicesignups/approve', { signupId: r.body.signupId }, csr)).body.code).toBe('SIGNUP_NOT_PENDING');

    const welcome = await waitForMail(form.email, { tag: 'welcome' });
    expect(welcome.text).toContain('practice administrator');
    const password = 'Brighter#2026';
    const set = await call('/api/customer/setpassword', { token: linkToken(welcome.text, '/welcome'), newPassword: password, confirmPassword: password });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const admin = await signIn(form.email, password);

    // Manage Practice: a second location, a staff member invited (welcome e-mail), then deactivated.
    const added = await call('/api/customer/location/add', { name: 'Bright Eyes South', address1: '4500 S Congress Ave', city: 'Austin', state: 'TX', zip: '78745' }, admin);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const staffEmail = uniqueEmail('Sam');
    const invited = await call('/api/customer/practice/staff/invite', { firstName: 'Sam', lastName: 'Ortiz', email: staffEmail, locationId: added.body.locationId }, admin);
    expect(invited.status, JSON.stringify(invited.body)).toBe(200);
    const staffWelcome = await waitForMail(staffEmail, { tag: 'welcome' });
    expect(staffWelcome.subject).toContain(form.practiceName);
    const staffList = await fresh('/api/customer/practice/staff', {}, { token: admin, headers: atPosition(invited.body.position) });
    expect(staffList.body.staff.map((s: { email: string; registered: boolean }) => [s.email, s.registered])).toEqual([[form.email, true], [staffEmail, false]]);
    expect(staffList.body.staff[1]).toMatchObject({ customerGroup: 'Staff', locationId: added.body.locationId, deactivated: false });
    // The staff member sets a password from the welcome e-mail and signs in; once deactivated, the session ends and sign-in is refused.
    const staffPassword = 'Harbor#Light47';
    expect((await call('/api/customer/setpassword', { token: linkToken(staffWelcome.text, '/welcome'), newPassword: staffPassword, confirmPassword: staffPassword })).status).toBe(200);
    const staffToken = await signIn(staffEmail, staffPassword);
    const off = await call('/api/customer/practice/staff/deactivate', { accountNumber: invited.body.accountNumber }, admin);
    expect(off.status).toBe(200);
    expect((await call('/api/customer/signin', { email: staffEmail, password: staffPassword })).status).toBe(401);
    expect((await until(() => call('/api/customer/get', {}, staffToken), (r) => r.status === 401)).status).toBe(401);
    expect((await eventsOf(`customer-${invited.body.accountNumber}`)).map((e) => e.type)).toContain('StaffMemberDeactivated');
    // Another practice's administrator cannot deactivate this staff member; staff cannot invite.
    expect((await call('/api/customer/practice/staff/deactivate', { accountNumber: invited.body.accountNumber }, await signIn('adminB'))).status).toBe(404);
    expect((await call('/api/customer/practice/staff/invite', { firstName: 'X', lastName: 'Y', email: uniqueEmail('x'), locationId: added.body.locationId }, await signIn('staff'))).status).toBe(403);
  });

  it('recognises duplicates: the same e-mail, or the same practice name and ZIP, while pending', async () => {
    const first = signup();
    expect((await call('/api/customer/practice/signup', { ...first, humanCheck: await humanCheckToken() })).status).toBe(200);
    const sameEmail = await call('/api/customer/practice/signup', { ...signup({ email: first.email }), humanCheck: await humanCheckToken() });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.fieldErrors.email).toMatch(/already waiting for review/);
    const samePractice = await call('/api/customer/practice/signup', { ...signup({ practiceName: first.practiceName.toUpperCase(), zip: '78704-1234' }), humanCheck: await humanCheckToken() });
    expect(samePractice.status).toBe(409);
    expect(samePractice.body.fieldErrors.practiceName).toMatch(/already waiting for review/);
    const existingAccount = await call('/api/customer/practice/signup', { ...signup({ email: 'admin@demo.lensloop.test' }), humanCheck: await humanCheckToken() });
    expect(existingAccount.body.code).toBe('USER_ALREADY_EXISTS');
  });

  it('tells a declined applicant why, and then they may apply again', async () => {
    const form = signup();
    const r = await call('/api/customer/practice/signup', { ...form, humanCheck: await humanCheckToken() });
    expect((await call('/api/support/practicesignups/decline', { signupId: r.body.signupId, reason: '' }, csr)).body.fieldErrors.reason).toBe('Please give the applicant a reason');
    const declined = await call('/api/support/practicesignups/decline', { signupId: r.body.signupId, reason: 'We could not verify the practice licence.' }, csr);
    expect(declined.status).toBe(200);
    const mail = await waitForMail(form.email, { tag: 'practice-signup-declined' });
    expect(mail.text).toContain('We could not verify the practice licence.');
    const again = await call('/api/customer/practice/signup', { ...form, humanCheck: await humanCheckToken() });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
  });

  it('answers bad input with the spec field messages and appends nothing', async () => {
    const before = await eventCount('PracticeSignupRequested');
    const bad = await call('/api/customer/practice/signup', { ...signup({ email: 'x', phone: '1111111111', zip: '7870', acceptTermsAndConditions: false, practiceName: '' }), humanCheck: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toMatchObject({ email: 'A valid email is required', phone: 'A valid US phone is required', zip: 'A valid ZIP Code is required', acceptTermsAndConditions: 'You must accept the terms and conditions', practiceName: 'This field is required' });
    const poBox = await call('/api/customer/practice/signup', { ...signup({ address1: 'Box 12' }), humanCheck: await humanCheckToken() });
    expect(poBox.status).toBe(400);
    expect(poBox.body.fieldErrors.address1).toBe('The address entered is not deliverable.');
    expect(await eventCount('PracticeSignupRequested')).toBe(before);
    expect(await mailCount('nobody@example.com')).toBe(0);
  });
});
