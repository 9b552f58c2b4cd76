import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { CATALOG_FILE } from '../../command-api/catalog/import-catalog';
import { DEMO_PRACTICES } from '../../command-api/seed/demo-data';
import { seedPatientHistory, type SignInPatient } from '../../command-api/seed/seed-patient-history';
import { expandCatalog } from '../../domain/catalog/catalog-file';
import { testApp, until } from '../support/test-app';

/**
 * Issue #18 (D-396): the demo patients who sign in — one per tenant — have a first look that is not
 * empty: a home address, an active prescription written by their practice's staff, orders delivered,
 * shipped with tracking and processing, and a saved card. The seed runs on `npm start` (with the year
 * of history, which tests leave off), so it is run here on the test platform's demo accounts.
 */
const { platform, signIn, patientAccount, fresh, eventsOf } = testApp();

describe('the sign-in demo patients’ history', () => {
  it('both tenants: address, an active prescription by their practice, delivered / shipped / processing orders, a saved card', async () => {
    const patients: SignInPatient[] = [];
    for (const [practice, staffRole] of [[DEMO_PRACTICES[0]!, 'staff'], [DEMO_PRACTICES[1]!, 'staffB']] as const) {
      const patient = practice.patients.find((p) => p.canSignIn)!;
      const accountNumber = await patientAccount(await signIn(staffRole), patient.email!);
      patients.push({ accountNumber, practice, patient, email: patient.email! });
    }
    const { products } = expandCatalog(JSON.parse(await readFile(CATALOG_FILE, 'utf8')));
    const seeded = await seedPatientHistory(platform.infra.store, { now: new Date(), patients, products, freeShippingRule: true, payments: platform.payments });
    expect(seeded).toEqual({ prescriptions: 2, orders: 6, cards: 2 });

    for (const { accountNumber, email, practice } of patients) {
      const token = await signIn(email);
      const profile = (await until(() => fresh('/api/customer/get', {}, token), (r) => (r.body?.addresses?.length ?? 0) > 0)).body;
      expect(profile.addresses[0]).toMatchObject({ city: practice.locations[0]!.address.city, state: practice.locations[0]!.address.state });

      const rx = (await until(() => fresh('/api/prescription/get', { patientAccountNumber: accountNumber }, token), (r) => (r.body?.prescriptions?.length ?? 0) > 0)).body.prescriptions;
      expect(rx).toHaveLength(1);
      expect(rx[0]).toMatchObject({ isExpired: false, status: 'active', practiceId: practice.practiceId });
      const written = (await eventsOf(`patient-rx-${accountNumber}`)).find((e) => e.type === 'PrescriptionCreated')!;
      expect(written.metadata.actor).toMatchObject({ customerGroup: 'Staff' });
      expect(practice.staff.map((s) => s.accountNumber)).toContain(written.metadata.actor.accountNumber);

      const history = (await until(() => fresh(`/api/order/history?customerAccountNumber=${accountNumber}`, undefined, token), (r) => {
        // The seed's orders reach their statuses through the fulfilment worker: wait for all three.
        const statuses = new Set((r.body?.orders ?? []).map((o: { status: string }) => o.status));
        return ['delivered', 'processing', 'shipped'].every((st) => statuses.has(st));
      })).body.orders;
      const byStatus = Object.fromEntries(history.map((o: { status: string }) => [o.status, o]));
      expect(Object.keys(byStatus).sort()).toEqual(['delivered', 'processing', 'shipped']);
      expect(byStatus.shipped.trackingNumber).toMatch(/^1Z/);
      expect(byStatus.delivered.trackingNumber).toMatch(/^1Z/);

      const cards = (await until(() => fresh('/api/order/card/get', undefined, token), (r) => (r.body?.cards?.length ?? 0) > 0)).body.cards;
      expect(cards).toEqual([expect.objectContaining({ maskedCardNumber: '************1111', cardType: '001', isExpired: false, isDefault: true })]);
    }
  }, 120_000);
});
