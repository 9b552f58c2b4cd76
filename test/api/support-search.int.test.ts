import { beforeAll, describe, expect, it } from 'vitest';
import { CSR_SEARCH_MESSAGES } from '../../domain/support/api-schemas';
import { appendPatients } from '../support/synthetic-events';
import { testApp } from '../support/test-app';
import { DEMO } from '../support/test-platform';

/** CSR find-customer: /customer/csrsearch, /customer/allpractices and the CSR view of an ECP. */

const app = testApp();
const { platform, signIn } = app;
let csr: string;

/** As the CSR unless another token (or null: none) is given. */
const call = (path: string, body?: unknown, token: string | null = csr) => app.call(path, body, token ?? undefined);

const names = (r: { body: { customers: { firstName: string; lastName: string }[] } }) => r.body.customers.map((c: { firstName: string; lastName: string }) => `${c.firstName} ${c.lastName}`);

beforeAll(async () => {
  csr = await signIn('csr');
});

describe('csrsearch: patients', () => {
  it('finds patients of every practice by name, with their practice and location', async () => {
    const r = await call('/api/customer/csrsearch', { keyword: 'nguyen' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ responseCode: 'OK', searchType: 'patient', total: 3, practices: [] });
    expect(names(r)).toEqual(['Chloe Nguyen', 'Henry Nguyen', 'Patricia Nguyen']);
    expect(r.body.customers[2]).toMatchObject({
      customerGroup: 'Patient',
      email: DEMO.patient,
      practiceId: 'PR-1001',
      practiceName: 'Clearview Eye Care',
      locationName: 'Clearview Eye Care – Downtown',
      isRegistered: true,
      dob: '04/12/1988',
    });
  });

  it('finds by e-mail and by account number, and every word must match', async () => {
    expect(names(await call('/api/customer/csrsearch', { keyword: 'PATIENT.lakeside@demo.lensloop.test' }))).toEqual(['Grace Lindqvist']);
    const patricia = (await call('/api/customer/csrsearch', { keyword: 'patricia nguyen' })).body.customers[0];
    expect(names(await call('/api/customer/csrsearch', { keyword: patricia.accountNumber }))).toEqual(['Patricia Nguyen']);
    expect(names(await call('/api/customer/csrsearch', { keyword: 'henry nguyen' }))).toEqual(['Henry Nguyen']);
  });

  it('never lists ECPs in a patient search, and answers an empty result for “no patient found”', async () => {
    expect((await call('/api/customer/csrsearch', { keyword: 'morgan reyes' })).body).toMatchObject({ total: 0, customers: [] });
    expect((await call('/api/customer/csrsearch', { keyword: 'zzzz-nobody' })).body).toMatchObject({ responseCode: 'OK', total: 0, customers: [] });
  });

  it('needs 4 characters, with its message', async () => {
    const r = await call('/api/customer/csrsearch', { keyword: 'ab ' });
    expect(r.status).toBe(400);
    expect(r.body.fieldErrors.keyword).toBe(CSR_SEARCH_MESSAGES.criteriaMissing);
    expect((await call('/api/customer/csrsearch', {})).body.fieldErrors.keyword).toBe(CSR_SEARCH_MESSAGES.criteriaMissing);
  });
});

describe('csrsearch: ECPs', () => {
  it('finds practice administrators and staff by practice name, and lists the matching practice', async () => {
    const r = await call('/api/customer/csrsearch', { searchType: 'ecp', keyword: 'clearview' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ responseCode: 'OK', searchType: 'ecp', total: 2 });
    expect(names(r)).toEqual(['Morgan Reyes', 'Dana Whitfield']);
    expect(r.body.customers.map((c: { customerGroup: string }) => c.customerGroup)).toEqual(['Staff', 'Practice']);
    expect(r.body.practices).toEqual([{ practiceId: 'PR-1001', name: 'Clearview Eye Care', phone: '5125550100', locationCount: 2 }]);
  });

  it('finds ECPs by name, e-mail, account number, practice id and location name', async () => {
    expect(names(await call('/api/customer/csrsearch', { searchType: 'ecp', keyword: 'tyler berg' }))).toEqual(['Tyler Berg']);
    expect(names(await call('/api/customer/csrsearch', { searchType: 'ecp', keyword: DEMO.adminB }))).toEqual(['Priya Raman']);
    expect(names(await call('/api/customer/csrsearch', { searchType: 'ecp', keyword: '700000001' }))).toEqual(['Morgan Reyes']);
    expect(names(await call('/api/customer/csrsearch', { searchType: 'ecp', keyword: 'pr-2002' }))).toEqual(['Tyler Berg', 'Priya Raman']);
    expect(names(await call('/api/customer/csrsearch', { searchType: 'ecp', keyword: 'downtown' }))).toEqual(['Morgan Reyes', 'Dana Whitfield']);
  });

  it('never lists patients in an ECP search (“no ECP found”)', async () => {
    expect((await call('/api/customer/csrsearch', { searchType: 'ecp', keyword: 'patricia' })).body).toMatchObject({ total: 0, customers: [], practices: [] });
  });
});

describe('csrsearch: limits and access', () => {
  it('pages, and answers TOO_MANY_RESULTS with an empty list above 100 matches', async () => {
    await appendPatients(platform.infra.store, 101, { practiceId: 'PR-BULK' });
    await platform.projections.caughtUp();
    const many = await call('/api/customer/csrsearch', { keyword: 'first' });
    expect(many.status).toBe(200);
    expect(many.body).toMatchObject({ responseCode: 'TOO_MANY_RESULTS', customers: [] });
    const page = await call('/api/customer/csrsearch', { keyword: 'first1', limit: 5, offset: 5 });
    expect(page.body.total).toBe(12); // First1, First10…First19, First100
    expect(page.body.customers).toHaveLength(5);
    expect(page.body.customers[0].practiceName).toBeNull();
  });

  it('is for CSRs only', async () => {
    for (const email of [DEMO.staff, DEMO.admin, DEMO.patient]) {
      expect((await call('/api/customer/csrsearch', { keyword: 'nguyen' }, await signIn(email))).status).toBe(403);
      expect((await call('/api/customer/allpractices', {}, await signIn(email))).status).toBe(403);
      expect((await call('/api/support/practice?practiceId=PR-1001', undefined, await signIn(email))).status).toBe(403);
    }
    expect((await call('/api/customer/csrsearch', { keyword: 'nguyen' }, null)).status).toBe(401);
  });
});

describe('allpractices', () => {
  it('lists every practice with its locations and account counts, sorted and paged', async () => {
    const r = await call('/api/customer/allpractices', {});
    expect(r.status).toBe(200);
    expect(r.body.total).toBe(2);
    expect(r.body.practices.map((p: { name: string }) => p.name)).toEqual(['Clearview Eye Care', 'Lakeside Vision Center']);
    expect(r.body.practices[0]).toMatchObject({ practiceId: 'PR-1001', ecpCount: 2, patientCount: 18 });
    expect(r.body.practices[0].locations.map((l: { name: string }) => l.name)).toEqual([
      'Clearview Eye Care – Downtown',
      'Clearview Eye Care – North Lamar',
    ]);
    expect(r.body.practices[1]).toMatchObject({ practiceId: 'PR-2002', ecpCount: 2, patientCount: 5, locations: [{ city: 'Madison', state: 'WI' }] });

    const desc = await call('/api/customer/allpractices', { sortBy: 'practiceId', sortOrder: 'desc', limit: 1 });
    expect(desc.body).toMatchObject({ total: 2, practices: [{ practiceId: 'PR-2002' }] });
    const second = await call('/api/customer/allpractices', { limit: 1, offset: 1 });
    expect(second.body.practices.map((p: { practiceId: string }) => p.practiceId)).toEqual(['PR-2002']);
    const filtered = await call('/api/customer/allpractices', { keyword: 'lakeside' });
    expect(filtered.body).toMatchObject({ total: 1, practices: [{ practiceId: 'PR-2002' }] });
    expect((await call('/api/customer/allpractices', { sortBy: 'size' })).status).toBe(400);
  });
});

describe('CSR view of an ECP', () => {
  it('shows the practice, its locations and its accounts, administrators first', async () => {
    const r = await call('/api/support/practice?practiceId=PR-1001');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ practiceId: 'PR-1001', name: 'Clearview Eye Care', patientCount: 18 });
    expect(r.body.locations).toHaveLength(2);
    expect(r.body.accounts).toEqual([
      expect.objectContaining({ accountNumber: '800000001', customerGroup: 'Practice', firstName: 'Dana', email: DEMO.admin }),
      expect.objectContaining({ accountNumber: '700000001', customerGroup: 'Staff', locationName: 'Clearview Eye Care – Downtown' }),
    ]);
    const missing = await call('/api/support/practice?practiceId=PR-0000');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: true, code: 'PRACTICE_NOT_FOUND' });
  });
});

describe('forcewelcomeemail', () => {
  async function mails(to: string): Promise<number> {
    return (await call(`/api/dev/mailbox?to=${encodeURIComponent(to)}`, undefined, null)).body.total;
  }

  it('sends an unregistered patient the welcome e-mail again, even though one was sent', async () => {
    const james = (await call('/api/customer/csrsearch', { keyword: 'james carter' })).body.customers[0];
    // The seed's welcome e-mail went out first.
    const deadline = Date.now() + 15_000;
    while ((await mails(james.email)) < 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(await mails(james.email)).toBe(1);

    const r = await call('/api/customer/forcewelcomeemail', { accountNumber: james.accountNumber });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const events = (await platform.infra.store.readStream(`customer-${james.accountNumber}`)).events;
    expect(events.at(-1)).toMatchObject({
      type: 'WelcomeEmailRequested',
      data: { requestedBy: '900000001', force: true },
      metadata: { actor: { accountNumber: '900000001', customerGroup: 'CSR' } },
    });
    while ((await mails(james.email)) < 2 && Date.now() < deadline + 15_000) await new Promise((r) => setTimeout(r, 50));
    expect(await mails(james.email)).toBe(2);
    // Forced: a second request right away is not refused as "already on its way".
    expect((await call('/api/customer/forcewelcomeemail', { accountNumber: james.accountNumber })).status).toBe(200);
  });

  it('refuses a registered patient, a non-patient and an unknown account; CSR only', async () => {
    const patricia = (await call('/api/customer/csrsearch', { keyword: DEMO.patient })).body.customers[0];
    const registered = await call('/api/customer/forcewelcomeemail', { accountNumber: patricia.accountNumber });
    expect(registered.status).toBe(422);
    expect(registered.body.code).toBe('PATIENT_ALREADY_REGISTERED');
    expect((await call('/api/customer/forcewelcomeemail', { accountNumber: '700000001' })).body).toMatchObject({ status: 404, code: 'INVALID_PATIENT_NOT_FOUND' });
    expect((await call('/api/customer/forcewelcomeemail', { accountNumber: '123123123' })).status).toBe(404);
    expect((await call('/api/customer/forcewelcomeemail', { accountNumber: '' })).status).toBe(400);
    expect((await call('/api/customer/forcewelcomeemail', { accountNumber: patricia.accountNumber }, await signIn(DEMO.staff))).status).toBe(403);
  });
});

describe('OpenAPI', () => {
  it('documents every support path, the spec ones under /api with their exact case', async () => {
    const doc = (await call('/api/openapi.json', undefined, null)).body;
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/customer/beginimpersonation',
        '/api/customer/endimpersonation',
        '/api/customer/allpractices',
        '/api/customer/csrsearch',
        '/api/customer/forcewelcomeemail',
        '/api/support/practice',
        '/api/support/impersonations',
        '/api/support/impersonation',
        '/api/support/impersonations.csv',
      ]),
    );
    expect(doc.paths['/api/customer/csrsearch'].post.requestBody).toBeDefined();
    expect(doc.paths['/api/support/impersonations'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['csr', 'user', 'from', 'to', 'limit', 'offset']),
    );
  });
});
