import { customerDecider } from '../../domain/identity/customer-decider';
import { customerStream } from '../../domain/identity/events';
import { decideUpdatePatientProfile } from '../../domain/patients/update-patient-profile';
import { type CreatePrescription, decideCreatePrescription } from '../../domain/prescriptions/create-prescription';
import { prescriptionsStream } from '../../domain/prescriptions/events';
import { prescriptionsDecider } from '../../domain/prescriptions/prescription-decider';
import type { EventMetadata, EventStore } from '../../infra/event-store/port';
import { handleCommand } from '../lib/handle-command';

/**
 * What a seeded patient's visit writes, through the deciders the routes run (so demo data obeys
 * the same rules): the practice completes the profile, then writes a prescription.
 */
export async function completePatientProfile(
  store: EventStore,
  accountNumber: string,
  profile: Parameters<typeof decideUpdatePatientProfile>[0],
  metadata: EventMetadata,
): Promise<void> {
  await handleCommand(store, customerStream(accountNumber), customerDecider, (s) => decideUpdatePatientProfile(profile, s), { metadata });
}

/** A prescription the practice writes (`dateOfServiceEnabled` off, as the demo practices are set). */
export async function writePrescription(store: EventStore, prescription: Omit<CreatePrescription, 'dateOfServiceEnabled'>, metadata: EventMetadata): Promise<void> {
  await handleCommand(store, prescriptionsStream(prescription.patientAccountNo), prescriptionsDecider, (s) => decideCreatePrescription({ ...prescription, dateOfServiceEnabled: false }, s), { metadata });
}
