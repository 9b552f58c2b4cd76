import type { DimensionValues } from '../catalog/variant-id';

/**
 * Events of a patient's prescription list: one stream per patient, `patient-rx-{accountNumber}`.
 * A patient holds a handful of prescriptions, so one small stream lets a command see all of them
 * at once (e.g. "has a current prescription" for invites, decision D-060).
 * Dates are ISO calendar dates (YYYY-MM-DD); the actor is in the event metadata.
 */
export const prescriptionsStream = (patientAccountNo: string) => `patient-rx-${patientAccountNo}`;

/** One eye of a prescription (rightEyeRx = OD, leftEyeRx = OS). Dimensions in spec order. */
export interface EyeRx {
  productId: string;
  variantId: string;
  dimensions: DimensionValues;
  packSize?: number;
  boxQuantity?: number;
}

export interface PrescriptionDetails {
  prescriptionNickname: string;
  prescriptionExpirationDate: string;
  /** Only when the date-of-service feature flag is on. */
  dateOfService?: string;
  prescriber?: string;
  sameForBothEyes: boolean;
  rightEyeRx?: EyeRx | null;
  leftEyeRx?: EyeRx | null;
}

export interface PrescriptionCreated {
  type: 'PrescriptionCreated';
  data: PrescriptionDetails & {
    prescriptionId: string;
    patientAccountNo: string;
    practiceId: string;
    locationId: string;
    createdInPms?: boolean;
  };
}

/** A full edit (products, variants, dates): the new details replace the old ones. */
export interface PrescriptionUpdated {
  type: 'PrescriptionUpdated';
  data: PrescriptionDetails & { prescriptionId: string; patientAccountNo: string; practiceId: string; locationId: string };
}

export interface PrescriptionNicknameChanged {
  type: 'PrescriptionNicknameChanged';
  data: { prescriptionId: string; patientAccountNo: string; prescriptionNickname: string };
}

export interface PrescriptionExpirationChanged {
  type: 'PrescriptionExpirationChanged';
  data: { prescriptionId: string; patientAccountNo: string; prescriptionExpirationDate: string };
}

/** `/prescription/updatestate`: 'deleted' removes it from lists, 'active' restores it. */
export type PrescriptionRecordState = 'active' | 'deleted';
export interface PrescriptionStateChanged {
  type: 'PrescriptionStateChanged';
  data: { prescriptionId: string; patientAccountNo: string; state: PrescriptionRecordState };
}

export type PrescriptionEvent =
  | PrescriptionCreated
  | PrescriptionUpdated
  | PrescriptionNicknameChanged
  | PrescriptionExpirationChanged
  | PrescriptionStateChanged;
