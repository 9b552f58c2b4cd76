import { customerDecider } from '../../domain/identity/customer-decider';
import { customerStream, practiceStreamFor } from './streams';
import { decideRegisterCustomer } from '../../domain/identity/register-customer';
import { decideCreatePatient } from '../../domain/patients/create-patient';
import { decideAddLocation, decideRegisterPractice, evolvePractice, initialPracticeState } from '../../domain/practices/practice-decider';
import { hashPassword } from '../../infra/auth/passwords';
import type { EventMetadata, EventStore } from '../../infra/event-store/port';
import { readFile } from 'node:fs/promises';
import { expandCatalog } from '../../domain/catalog/catalog-file';
import { featureFlags } from '../../infra/config/feature-flags';
import { CATALOG_FILE, importCatalog } from '../catalog/import-catalog';
import { DEMO_HISTORY_DAYS, type SeededPatient, seedDemoHistory } from './seed-demo-history';
import { seedPatientHistory } from './seed-patient-history';
import type { SandboxPayments } from '../../infra/payments/sandbox/sandbox-provider';
import { handleCommand } from '../lib/handle-command';
import { seedReorderDemo } from './seed-reorder';
import { seedAnnouncements } from './seed-announcements';
import { reserveEmail } from '../lib/reserve-email';
import { seedOperatorParticulars } from './seed-operator-particulars';
import { seedPublicSite } from './seed-public-site';
import { seedRewardsDemo } from './seed-rewards';
import { seedDistributorStaff } from './seed-distributor-staff';
import { DEMO_CSR, DEMO_HISTORY_NEW_PATIENTS, DEMO_PASSWORD, DEMO_PRACTICES, demoPatientEmail } from './demo-data';

const practiceDecider = { initialState: initialPracticeState, evolve: evolvePractice };

export interface SeedOptions {
  /**
   * Also a year of prescriptions and orders (`seed-demo-history.ts`), for `npm start`; the
   * practices, accounts and catalog are then dated before that history begins. Tests leave it off.
   */
  history?: boolean;
  now?: Date;
  /** The payments sandbox: with it, the demo patients who sign in get a saved card (issue #18). */
  payments?: Pick<SandboxPayments, 'signRequest' | 'tokenize'>;
}

/** True when the log is empty: demo data goes only into a brand-new store. */
export async function isEmptyStore(store: EventStore): Promise<boolean> {
  const { events } = await store.readAll({ limit: 1 });
  return events.length === 0;
}

/**
 * Seeds the demo practices, accounts and patients through the same deciders the commands use,
 * so the demo is made of ordinary events (actor: system).
 */
export async function seedDemo(store: EventStore, options: SeedOptions = {}): Promise<{ accounts: number; prescriptions: number; orders: number }> {
  const now = options.now ?? new Date();
  // With a history, the practices and accounts exist before it begins (as-of snapshots then see them).
  const baseTime = options.history ? new Date(now.getTime() - (DEMO_HISTORY_DAYS + 10) * 86_400_000) : now;
  const systemMetadata = (): EventMetadata => ({
    actor: { accountNumber: 'system', customerGroup: 'System' },
    correlationId: 'seed-demo',
    occurredAt: baseTime.toISOString(),
    schemaVersion: 1,
  });
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  let accounts = 0;
  const seededPatients: SeededPatient[] = [];
  const signInPatients: SeededPatient[] = [];

  const register = async (input: Parameters<typeof decideRegisterCustomer>[0]) => {
    const meta = systemMetadata();
    await reserveEmail(store, input.email, input.accountNumber, meta);
    await handleCommand(store, customerStream(input.accountNumber), customerDecider, (s) => decideRegisterCustomer(input, s), { metadata: meta });
    accounts++;
  };

  await register({ ...DEMO_CSR, customerGroup: 'CSR', passwordHash });
  accounts += await seedDistributorStaff(store, systemMetadata, passwordHash);

  let patientNumber = 100_000_001;
  for (const p of DEMO_PRACTICES) {
    const stream = practiceStreamFor(p.practiceId);
    await handleCommand(store, stream, practiceDecider, (s) => decideRegisterPractice({ practiceId: p.practiceId, name: p.name, phone: p.phone }, s), { metadata: systemMetadata() });
    for (const l of p.locations) {
      await handleCommand(store, stream, practiceDecider, (s) => decideAddLocation({ practiceId: p.practiceId, ...l }, s), { metadata: systemMetadata() });
    }
    await register({ ...p.admin, customerGroup: 'Practice', practiceId: p.practiceId, locationId: p.locations[0]!.locationId, passwordHash });
    for (const s of p.staff) await register({ ...s, customerGroup: 'Staff', practiceId: p.practiceId, passwordHash });

    for (const patient of p.patients) {
      const accountNumber = String(patientNumber++);
      const email = demoPatientEmail(patient, p.practiceId);
      const meta = { ...systemMetadata(), actor: { accountNumber: p.staff[0]!.accountNumber, customerGroup: 'Staff' } };
      await reserveEmail(store, email, accountNumber, meta);
      await handleCommand(
        store,
        customerStream(accountNumber),
        customerDecider,
        (s) => [
          ...decideCreatePatient({ accountNumber, practiceId: p.practiceId, locationId: patient.locationId, firstName: patient.firstName, lastName: patient.lastName, email, dob: patient.dob, phone: patient.phone }, s),
          ...(patient.canSignIn ? [{ type: 'PasswordSet' as const, data: { passwordHash } }] : []),
        ],
        { metadata: meta },
      );
      accounts++;
      (patient.canSignIn ? signInPatients : seededPatients).push({ accountNumber, practice: p, patient, email });
    }
  }
  await importCatalog(store, systemMetadata());
  // The public site's inbox (issue #17) for a first `npm start`; tests start without it.
  if (options.history) await seedPublicSite(store, systemMetadata, now);
  if (options.history) await seedOperatorParticulars(store, systemMetadata, now); // issue #34: the legal pages' particulars
  if (options.history) await seedRewardsDemo(store, { now });
  if (!options.history) return { accounts, prescriptions: 0, orders: 0 };
  const { products } = expandCatalog(JSON.parse(await readFile(CATALOG_FILE, 'utf8')));
  const newPatients = DEMO_PRACTICES.map((practice) => ({ practice, count: DEMO_HISTORY_NEW_PATIENTS[practice.practiceId] ?? 0 }));
  const own = await seedPatientHistory(store, { now, patients: signInPatients, products, freeShippingRule: featureFlags().freeShippingRule, payments: options.payments });
  const history = await seedDemoHistory(store, { now, patients: seededPatients, newPatients, nextAccountNumber: patientNumber, products, freeShippingRule: featureFlags().freeShippingRule });
  await seedReorderDemo(store, { now, freeShippingRule: featureFlags().freeShippingRule }); // issue #20: patients due for reorder in both practices
  await seedAnnouncements(store, now);
  return { accounts: accounts + history.patients, prescriptions: history.prescriptions + own.prescriptions, orders: history.orders + own.orders };
}
