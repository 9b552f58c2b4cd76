import { resolveVariant } from '../../domain/catalog/variant-id';
import type { ProductDefinition } from '../../domain/catalog/events';
import type { EyeRx } from '../../domain/prescriptions/events';
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

/** A prescription written at a seeded patient's visit: both eyes, by the demo practices' prescriber. */
export interface VisitPrescription {
  prescriptionId: string;
  patientAccountNo: string;
  practiceId: string;
  locationId: string;
  nickname: string;
  expirationDate: string;
  rightEyeRx: EyeRx;
  leftEyeRx: EyeRx;
  /** The visit's calendar date (YYYY-MM-DD). */
  today: string;
}

/**
 * The practice writes the prescription (`dateOfServiceEnabled` off, as the demo practices are set),
 * by Dr. Alana Brooks; "same for both eyes" when both eyes have the same variant.
 */
export async function writePrescription(store: EventStore, rx: VisitPrescription, metadata: EventMetadata): Promise<void> {
  const prescription: CreatePrescription = {
    prescriptionId: rx.prescriptionId,
    patientAccountNo: rx.patientAccountNo,
    practiceId: rx.practiceId,
    locationId: rx.locationId,
    details: {
      prescriptionNickname: rx.nickname,
      prescriptionExpirationDate: rx.expirationDate,
      prescriber: 'Dr. Alana Brooks',
      sameForBothEyes: rx.rightEyeRx.variantId === rx.leftEyeRx.variantId,
      rightEyeRx: rx.rightEyeRx,
      leftEyeRx: rx.leftEyeRx,
    },
    today: rx.today,
    dateOfServiceEnabled: false,
  };
  await handleCommand(store, prescriptionsStream(rx.patientAccountNo), prescriptionsDecider, (s) => decideCreatePrescription(prescription, s), { metadata });
}

/**
 * A middle value of each dimension of the product's first grid block: a plausible prescription for
 * a seeded patient. `seed` names the seed in the error thrown when the catalog has no such variant.
 */
export function middleVariant(product: ProductDefinition, seed: string): EyeRx {
  const block = product.grid[0]!;
  const selection: Record<string, string> = {};
  for (const dimension of product.dimensions) {
    const values = block[dimension] ?? [];
    if (values.length > 0) selection[dimension] = values[Math.floor(values.length / 2)]!;
  }
  const variantId = resolveVariant(product, selection);
  if (!variantId) throw new Error(`${seed}: no variant of ${product.productId}`);
  return { productId: product.productId, variantId, dimensions: selection, packSize: product.packSize };
}
