import { customerDecider } from '../../domain/identity/customer-decider';
import { customerStream, practiceStreamFor } from './streams';
import { decideRegisterCustomer } from '../../domain/identity/register-customer';
import { decideCreatePatient } from '../../domain/patients/create-patient';
import { decideAddLocation, decideRegisterPractice, evolvePractice, initialPracticeState } from '../../domain/practices/practice-decider';
import { hashPassword } from '../../infra/auth/passwords';
import type { EventMetadata, EventStore } from '../../infra/event-store/port';
import { importCatalog } from '../catalog/import-catalog';
import { handleCommand } from '../lib/handle-command';
import { reserveEmail } from '../lib/reserve-email';
import { DEMO_CSR, DEMO_PASSWORD, DEMO_PRACTICES, demoPatientEmail } from './demo-data';

const practiceDecider = { initialState: initialPracticeState, evolve: evolvePractice };

function systemMetadata(): EventMetadata {
  return {
    actor: { accountNumber: 'system', customerGroup: 'System' },
    correlationId: 'seed-demo',
    occurredAt: new Date().toISOString(),
    schemaVersion: 1,
  };
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
export async function seedDemo(store: EventStore): Promise<{ accounts: number }> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  let accounts = 0;

  const register = async (input: Parameters<typeof decideRegisterCustomer>[0]) => {
    const meta = systemMetadata();
    await reserveEmail(store, input.email, input.accountNumber, meta);
    await handleCommand(store, customerStream(input.accountNumber), customerDecider, (s) => decideRegisterCustomer(input, s), { metadata: meta });
    accounts++;
  };

  await register({ ...DEMO_CSR, customerGroup: 'CSR', passwordHash });

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
    }
  }
  await importCatalog(store, systemMetadata());
  return { accounts };
}
