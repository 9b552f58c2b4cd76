import { beforeAll, describe, expect, it } from 'vitest';
import { customerStream } from '../../domain/identity/events';
import { PATIENT_MESSAGES } from '../../domain/patients/patient-of-practice';
import { PMS_IMPORT_MESSAGES } from '../../domain/patients/api-schemas';
import { MESSAGES } from '../../domain/shared/errors';
import { atPosition as at, testApp, uniqueEmail as unique, type Reply } from '../support/test-app';
import { DEMO } from '../support/test-platform';

const { call, fresh: freshRead, signIn, signInAll, eventsOf, waitForMail, mailCount, registeredPatient, createPatient } = testApp();
const PASSWORD = 'Tr4il-Blue#9x';

let staff: string, staffB: string, admin: string, csr: string;

beforeAll(async () => {
  ({ staff, staffB, admin, csr } = await signInAll('staff', 'staffB', 'admin', 'csr'));
});

/** A read after the write that replied `position`. */
const fresh = (path: string, body: unknown, token: string, position?: number | null): Promise<Reply> => freshRead(path, body, token, at(position));

const newPatient = (firstName: string, token = staff, extra: Record<string, string> = {}) => createPatient(token, { firstName, lastName: 'Quill', ...extra });

describe('/customer/update for a patient of the practice', () => {
  it('staff update the profile; /customer/get with accountNumber shows it and the flags', async () => {
    const p = await newPatient('Ursula');
    const before = await fresh('/api/customer/get', { accountNumber: p.accountNumber }, staff, p.position);
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect(before.body).toMatchObject({
      accountNumber: p.accountNumber, customerGroup: 'Patient', hasCompletedProfile: false, isRegistered: false, isDeactivated: false,
      isImported: false, lastSyncDate: null, isInviteFlagged: false, isEmailBounced: false, hasBeenSentEmail: expect.any(Boolean),
    });
    const r = await call('/api/customer/update', { accountNumber: p.accountNumber, firstName: 'Ursula', lastName: 'Quillon', phone: '(512) 555-0133', dob: '03/04/1985' }, staff);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const after = await fresh('/api/customer/get', { accountNumber: p.accountNumber }, staff, r.body.position);
    expect(after.body).toMatchObject({ lastName: 'Quillon', phone: '5125550133', dob: '03/04/1985', hasCompletedProfile: true });
    const events = await eventsOf(customerStream(p.accountNumber));
    // The welcome e-mail worker appends WelcomeEmailSent to the same stream at its own pace, so look the update up by type.
    expect(events.filter((e) => e.type === 'CustomerProfileUpdated').at(-1)).toMatchObject({ metadata: { actor: { customerGroup: 'Staff' } } });
    // The administrator of the same practice may too; the same values again append nothing.
    const same = await call('/api/customer/update', { accountNumber: p.accountNumber, firstName: 'Ursula', lastName: 'Quillon', phone: '5125550133', dob: '03/04/1985' }, admin);
    expect(same.body).toEqual({ position: null });
  });

  it('a CSR impersonating staff may update; the event names the CSR as impersonator', async () => {
    const p = await newPatient('Tilda');
    const began = await call('/api/customer/beginimpersonation', { accountNumber: '700000001' }, csr);
    expect(began.status, JSON.stringify(began.body)).toBe(200);
    const r = await call('/api/customer/update', { accountNumber: p.accountNumber, firstName: 'Tilda', lastName: 'Quillby' }, began.body.token);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const event = (await eventsOf(customerStream(p.accountNumber))).filter((e) => e.type === 'CustomerProfileUpdated').at(-1)!;
    expect(event).toMatchObject({ type: 'CustomerProfileUpdated', metadata: { actor: { accountNumber: '700000001' }, impersonator: { accountNumber: '900000001' } } });
    await call('/api/customer/endimpersonation', {}, began.body.token);
  });

  it('validates with the spec messages', async () => {
    const p = await newPatient('Vera');
    const r = await call('/api/customer/update', { accountNumber: p.accountNumber, firstName: '', lastName: 'Quill', phone: '123', dob: '02/30/1990' }, staff);
    expect(r.status).toBe(400);
    expect(r.body.fieldErrors).toMatchObject({ firstName: 'This field is required', phone: 'A valid US phone is required', dob: 'A valid date is required' });
  });

  it('is tenant-scoped: another practice gets 404, a patient 403, and the patient is unchanged', async () => {
    const p = await newPatient('Wanda');
    const other = await call('/api/customer/update', { accountNumber: p.accountNumber, firstName: 'Hacked', lastName: 'X' }, staffB);
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ code: 'INVALID_PATIENT_NOT_FOUND', message: 'Patient not found' });
    expect((await call('/api/customer/get', { accountNumber: p.accountNumber }, staffB)).status).toBe(404);
    const patient = await signIn(DEMO.patient);
    expect((await call('/api/customer/update', { accountNumber: p.accountNumber, firstName: 'Hacked', lastName: 'X' }, patient)).status).toBe(403);
    expect((await call('/api/customer/get', { accountNumber: p.accountNumber }, patient)).status).toBe(403);
    expect((await eventsOf(customerStream(p.accountNumber))).map((e) => e.type)).not.toContain('CustomerProfileUpdated');
  });
});

describe('/customer/exists', () => {
  it('answers what a practice may learn (D-073)', async () => {
    const own = await newPatient('Xena');
    const theirs = await newPatient('Yara', staffB);
    expect((await call('/api/customer/exists', { email: own.email.toUpperCase() }, staff)).body).toEqual({ exists: true, isPatientOfPractice: true, accountNumber: own.accountNumber });
    expect((await call('/api/customer/exists', { email: theirs.email }, staff)).body).toEqual({ exists: true, isPatientOfPractice: false, accountNumber: null });
    expect((await call('/api/customer/exists', { email: unique('nobody') }, staff)).body).toEqual({ exists: false, isPatientOfPractice: false, accountNumber: null });
    expect((await call('/api/customer/exists', { email: 'nope' }, staff)).body.fieldErrors.email).toBe('A valid email is required');
    expect((await call('/api/customer/exists', { email: own.email }, await signIn(DEMO.patient))).status).toBe(403);
  });
});

describe('/customer/deactivate', () => {
  it('deactivates ("deleted"): hidden from the list unless asked, cannot sign in, open sessions end', async () => {
    const { email, accountNumber } = await registeredPatient('Zelda', PASSWORD);
    const patientToken = await signIn(email, PASSWORD);
    const r = await call('/api/customer/deactivate', { accountNumber }, staff);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const types = (await eventsOf(customerStream(accountNumber))).map((e) => e.type);
    expect(types.slice(-2)).toEqual(['PatientDeactivated', 'SignedOut']);
    expect((await call('/api/customer/deactivate', { accountNumber }, staff)).body).toEqual({ position: null });

    const list = await fresh('/api/customer/search', { keyword: email }, staff, r.body.position);
    expect(list.body.patients).toEqual([]);
    const withDeleted = await fresh('/api/customer/search', { keyword: email, includeDeactivated: true }, staff, r.body.position);
    expect(withDeleted.body.patients[0]).toMatchObject({ accountNumber, isDeactivated: true });
    const signInAgain = await call('/api/customer/signin', { email, password: PASSWORD });
    expect(signInAgain.status).toBe(401);
    expect(signInAgain.body.message).toBe(MESSAGES.invalidSignIn);
    expect((await call('/api/customer/get', {}, patientToken)).status).toBe(401);
    // A deleted profile is not edited any more.
    const edit = await call('/api/customer/update', { accountNumber, firstName: 'Z', lastName: 'Q' }, staff);
    expect(edit.status).toBe(422);
    expect(edit.body.message).toBe(PATIENT_MESSAGES.deactivated);
  });

  it('is tenant-scoped', async () => {
    const p = await newPatient('Abel');
    expect((await call('/api/customer/deactivate', { accountNumber: p.accountNumber }, staffB)).status).toBe(404);
    expect((await call('/api/customer/deactivate', { accountNumber: p.accountNumber }, csr)).status).toBe(403);
    expect((await call('/api/customer/deactivate', {}, staff)).status).toBe(400);
  });
});

describe('/customer/editpatientemail', () => {
  it('changes the e-mail at once and welcomes the patient at the new address', async () => {
    const p = await newPatient('Bruno');
    await waitForMail(p.email, { tag: 'welcome' });
    const next = unique('bruno.new');
    const r = await call('/api/customer/editpatientemail', { accountNumber: p.accountNumber, email: next.toUpperCase() }, staff);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ email: next, welcomeEmailRequested: true });
    await waitForMail(next, { tag: 'welcome' });
    const profile = await fresh('/api/customer/get', { accountNumber: p.accountNumber }, staff, r.body.position);
    expect(profile.body.email).toBe(next);
    // The old address is free again; the new one is taken.
    expect((await call('/api/customer/exists', { email: p.email }, staff)).body.exists).toBe(false);
    const other = await newPatient('Carla');
    const taken = await call('/api/customer/editpatientemail', { accountNumber: other.accountNumber, email: next }, staff);
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe(MESSAGES.userAlreadyExists);
  });

  it('sendWelcomeEmail: false only with the welcomeEmailOption flag, and then no welcome e-mail', async () => {
    const p = await newPatient('Dora');
    // The creation's welcome goes to the account's address when its job runs: let it go out first.
    await waitForMail(p.email, { tag: 'welcome' });
    const next = unique('dora.new');
    const off = await call('/api/customer/editpatientemail', { accountNumber: p.accountNumber, email: next, sendWelcomeEmail: false }, staff);
    expect(off.status).toBe(400);
    expect(off.body.message).toBe(PATIENT_MESSAGES.welcomeOptionUnavailable);
    const saved = process.env.FEATURE_FLAGS;
    process.env.FEATURE_FLAGS = 'welcomeEmailOption';
    try {
      const r = await call('/api/customer/editpatientemail', { accountNumber: p.accountNumber, email: next, sendWelcomeEmail: false }, staff);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.welcomeEmailRequested).toBe(false);
      expect((await eventsOf(customerStream(p.accountNumber))).map((e) => e.type)).not.toContain('WelcomeEmailRequested');
    } finally {
      if (saved === undefined) delete process.env.FEATURE_FLAGS;
      else process.env.FEATURE_FLAGS = saved;
    }
    await new Promise((done) => setTimeout(done, 300));
    expect(await mailCount(next, 'welcome')).toBe(0);
  });

  it('is tenant-scoped and validates', async () => {
    const p = await newPatient('Egon');
    expect((await call('/api/customer/editpatientemail', { accountNumber: p.accountNumber, email: unique('x') }, staffB)).status).toBe(404);
    expect((await call('/api/customer/editpatientemail', { accountNumber: p.accountNumber, email: 'bad' }, staff)).body.fieldErrors.email).toBe('A valid email is required');
    expect((await call('/api/customer/editpatientemail', { accountNumber: p.accountNumber, email: p.email }, staff)).body.code).toBe('SAME_EMAIL');
  });
});

describe('/customer/setinviteflag and the patient list', () => {
  it('flags patients; the isInviteFlagged filter reads it; other practices get 404', async () => {
    const a = await newPatient('Fiona');
    const b = await newPatient('Gus');
    const r = await call('/api/customer/setinviteflag', { accountNumbers: [a.accountNumber, b.accountNumber], flagged: true }, staff);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.changed).toEqual([a.accountNumber, b.accountNumber]);
    const flagged = await fresh('/api/customer/search', { isInviteFlagged: true, limit: 100 }, staff, r.body.position);
    const ids = flagged.body.patients.map((p: { accountNumber: string }) => p.accountNumber);
    expect(ids).toEqual(expect.arrayContaining([a.accountNumber, b.accountNumber]));
    expect(flagged.body.patients.every((p: { isInviteFlagged: boolean }) => p.isInviteFlagged)).toBe(true);
    const unflag = await call('/api/customer/setinviteflag', { accountNumbers: [a.accountNumber], flagged: false }, staff);
    const again = await fresh('/api/customer/search', { isInviteFlagged: true, limit: 100 }, staff, unflag.body.position);
    expect(again.body.patients.map((p: { accountNumber: string }) => p.accountNumber)).not.toContain(a.accountNumber);
    expect((await call('/api/customer/setinviteflag', { accountNumbers: [b.accountNumber], flagged: false }, staffB)).status).toBe(404);
    expect((await call('/api/customer/setinviteflag', { accountNumbers: [], flagged: true }, staff)).status).toBe(400);
  });

  it('lists every patient page by page (12), newest or oldest first, without TOO_MANY_RESULTS', async () => {
    const first = await call('/api/customer/search', {}, staff);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.responseCode).toBe('OK');
    expect(first.body.patients).toHaveLength(12);
    expect(first.body.total).toBeGreaterThan(12);
    const created = first.body.patients.map((p: { createdAt: string }) => p.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    const second = await call('/api/customer/search', { offset: 12 }, staff);
    const ids = new Set(first.body.patients.map((p: { accountNumber: string }) => p.accountNumber));
    expect(second.body.patients.some((p: { accountNumber: string }) => ids.has(p.accountNumber))).toBe(false);
    const oldest = await call('/api/customer/search', { addedDateSortBy: 'oldest', limit: 3 }, staff);
    const oldDates = oldest.body.patients.map((p: { createdAt: string }) => p.createdAt);
    expect([...oldDates].sort()).toEqual(oldDates);
    expect(oldDates[0] <= created.at(-1)).toBe(true);
    // Another practice's list never holds this one's patients.
    const theirs = await call('/api/customer/search', { limit: 100 }, staffB);
    expect(theirs.body.patients.some((p: { accountNumber: string }) => ids.has(p.accountNumber))).toBe(false);
    // A keyword still needs 4 characters.
    expect((await call('/api/customer/search', { keyword: 'abc' }, staff)).body.fieldErrors.keyword).toBe(MESSAGES.searchCriteriaMissing);
  });
});

describe('/customer/pmsimport', () => {
  it('imports the valid rows, reports the bad ones, and a re-import updates instead of duplicating', async () => {
    const [a, b, c] = [unique('pms.a'), unique('pms.b'), unique('pms.c')];
    const theirs = await newPatient('Hank', staffB);
    const csv = [
      'First Name,Last Name,Email,Date of Birth,Phone,Chart #',
      `Ivy,Pms,${a},01/02/1990,(512) 555-0101,C1`,
      `Jon,Pms,${b},,,C2`,
      ',NoFirst,nofirst@example.com,,,C3',
      `Kim,Pms,not-an-email,13/13/1990,,C4`,
      `Ivy,Twice,${a},,,C5`,
      `Hank,Other,${theirs.email},,,C6`,
      `Lou,"Pms, Jr",${c},,,C7`,
    ].join('\n');
    const r = await call('/api/customer/pmsimport', { csv }, staff);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ total: 7, created: 3, updated: 0, failed: 4 });
    expect(r.body.errors).toEqual([
      { row: 3, email: 'nofirst@example.com', field: 'firstName', message: 'This field is required' },
      { row: 4, email: 'not-an-email', field: 'email', message: 'A valid email is required' },
      { row: 4, email: 'not-an-email', field: 'dob', message: 'A valid date is required' },
      { row: 5, email: a, field: 'email', message: PMS_IMPORT_MESSAGES.duplicateInFile },
      { row: 6, email: theirs.email, field: 'email', message: MESSAGES.userAlreadyExistsShown },
    ]);
    const imported = await fresh('/api/customer/search', { isImported: true, limit: 100 }, staff, r.body.position);
    const byEmail = new Map(imported.body.patients.map((p: { email: string }) => [p.email, p]));
    expect(byEmail.get(a)).toMatchObject({ firstName: 'Ivy', dob: '01/02/1990', phone: '5125550101', isImported: true, lastSyncDate: r.body.lastSyncDate });
    expect(byEmail.get(c)).toMatchObject({ lastName: 'Pms, Jr' });
    expect(imported.body.patients.every((p: { isImported: boolean }) => p.isImported)).toBe(true);
    const notImported = await fresh('/api/customer/search', { isImported: false, limit: 100 }, staff, r.body.position);
    expect(notImported.body.patients.some((p: { email: string }) => p.email === a)).toBe(false);

    const status = await fresh('/api/customer/getpmsintegrationstatus', {}, staff, r.body.position);
    expect(status.body).toEqual({ isSignupLocationPmsIntegrated: true, lastSyncDate: r.body.lastSyncDate, hidePmsIntegrationBanner: true, hidePmsUpdateBanner: false });

    // Re-import: same e-mails update (no new accounts), new last sync date.
    const again = await call('/api/customer/pmsimport', { csv: `firstName,lastName,email\nIvy,Renamed,${a}\nJon,Pms,${b}` }, staff);
    expect(again.body).toMatchObject({ total: 2, created: 0, updated: 2, failed: 0 });
    expect(again.body.lastSyncDate > r.body.lastSyncDate).toBe(true);
    const after = await fresh('/api/customer/search', { keyword: a }, staff, again.body.position);
    expect(after.body.patients).toHaveLength(1);
    expect(after.body.patients[0]).toMatchObject({ lastName: 'Renamed', dob: '01/02/1990', lastSyncDate: again.body.lastSyncDate });
    const accountNumber = after.body.patients[0].accountNumber as string;
    expect((await eventsOf(customerStream(accountNumber))).map((e) => e.type)).toEqual(expect.arrayContaining(['PatientCreated', 'PatientSyncedFromPms']));

    // The same request again with its Idempotency-Key replays the reply and appends nothing.
    const key = { 'idempotency-key': `pms-${Math.random()}` };
    const once = await call('/api/customer/pmsimport', { csv: `firstName,lastName,email\nIvy,Once,${a}` }, staff, key);
    const twice = await call('/api/customer/pmsimport', { csv: `firstName,lastName,email\nIvy,Once,${a}` }, staff, key);
    expect(twice.body).toEqual(once.body);
    expect((await eventsOf(customerStream(accountNumber))).filter((e) => e.type === 'PatientSyncedFromPms')).toHaveLength(2);
  });

  it('refuses a file without the needed columns, an empty file and other practices see nothing', async () => {
    const missing = await call('/api/customer/pmsimport', { csv: 'name,email\nA,a@example.com' }, staff);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(PMS_IMPORT_MESSAGES.missingColumns);
    expect((await call('/api/customer/pmsimport', { csv: 'firstName,lastName,email\n' }, staff)).body.message).toBe(PMS_IMPORT_MESSAGES.empty);
    expect((await call('/api/customer/pmsimport', { csv: 'firstName,lastName,email\nA,B,c@example.com' }, await signIn(DEMO.patient))).status).toBe(403);
    const theirStatus = await call('/api/customer/getpmsintegrationstatus', {}, staffB);
    expect(theirStatus.body).toMatchObject({ isSignupLocationPmsIntegrated: false, lastSyncDate: null, hidePmsIntegrationBanner: false });
  });

  it('banners: dismissing hides them for the user only; a later import shows the update banner again', async () => {
    const hide = await call('/api/customer/disablepmsintegrationbanner', {}, staffB);
    expect(hide.status, JSON.stringify(hide.body)).toBe(200);
    const s1 = await fresh('/api/customer/getpmsintegrationstatus', {}, staffB, hide.body.position);
    expect(s1.body.hidePmsIntegrationBanner).toBe(true);
    expect((await call('/api/customer/disablepmsintegrationbanner', {}, staffB)).body.position).toBeNull();
    const adminB = await signIn(DEMO.adminB);
    expect((await fresh('/api/customer/getpmsintegrationstatus', {}, adminB, hide.body.position)).body.hidePmsIntegrationBanner).toBe(false);

    const imp = await call('/api/customer/pmsimport', { csv: `firstName,lastName,email\nMo,Lake,${unique('mo')}` }, staffB);
    const s2 = await fresh('/api/customer/getpmsintegrationstatus', {}, staffB, imp.body.position);
    expect(s2.body).toMatchObject({ isSignupLocationPmsIntegrated: true, hidePmsUpdateBanner: false });
    const dismiss = await call('/api/customer/disablepmsupdatebanner', {}, staffB);
    expect((await fresh('/api/customer/getpmsintegrationstatus', {}, staffB, dismiss.body.position)).body.hidePmsUpdateBanner).toBe(true);
    const profile = await fresh('/api/customer/get', {}, staffB, dismiss.body.position);
    expect(profile.body).toMatchObject({ hidePmsUpdateBanner: true, hidePmsIntegrationBanner: true, lastSyncDate: imp.body.lastSyncDate });
    await new Promise((done) => setTimeout(done, 5));
    const imp2 = await call('/api/customer/pmsimport', { csv: `firstName,lastName,email\nNed,Lake,${unique('ned')}` }, staffB);
    expect((await fresh('/api/customer/getpmsintegrationstatus', {}, staffB, imp2.body.position)).body.hidePmsUpdateBanner).toBe(false);
    expect((await call('/api/customer/disablepmsupdatebanner', {}, await signIn(DEMO.patient))).status).toBe(403);
  });
});

describe('deactivated location (spec point 4)', () => {
  it('blocks create, update and delete patient profile and the import there; search still works', async () => {
    const p = await newPatient('Olga');
    const off = await call('/api/support/location/state', { practiceId: 'PR-1001', locationId: 'LOC-1001-A', deactivated: true }, csr);
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    try {
      const refused = [
        await call('/api/customer/create', { firstName: 'No', lastName: 'Way', email: unique('noway') }, staff),
        await call('/api/customer/update', { accountNumber: p.accountNumber, firstName: 'No', lastName: 'Way' }, staff),
        await call('/api/customer/deactivate', { accountNumber: p.accountNumber }, staff),
        await call('/api/customer/editpatientemail', { accountNumber: p.accountNumber, email: unique('noway') }, staff),
        await call('/api/customer/pmsimport', { csv: `firstName,lastName,email\nNo,Way,${unique('noway')}` }, staff),
        // The administrator acting on a patient of that location is refused too.
        await call('/api/customer/update', { accountNumber: p.accountNumber, firstName: 'No', lastName: 'Way' }, admin),
      ];
      for (const r of refused) expect([r.status, r.body.code]).toEqual([403, 'LOCATION_DEACTIVATED']);
      expect((await call('/api/customer/search', { keyword: p.email }, staff)).status).toBe(200);
    } finally {
      await call('/api/support/location/state', { practiceId: 'PR-1001', locationId: 'LOC-1001-A', deactivated: false }, csr);
    }
    expect((await call('/api/customer/update', { accountNumber: p.accountNumber, firstName: 'Olga', lastName: 'Back' }, staff)).status).toBe(200);
  });
});
