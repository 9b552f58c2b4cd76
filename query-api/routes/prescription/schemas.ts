import { z } from 'zod';
import { DIMENSIONS } from '../../../domain/catalog/dimensions';

/** One eye as lists show it (rightEyeRx = OD, leftEyeRx = OS): product name, brand, pack size label and dimensions in spec order. */
export const eyeRxView = z.object({
  productId: z.string(),
  variantId: z.string(),
  productName: z.string().nullable(),
  brand: z.string().nullable(),
  packSize: z.number().int().nullable(),
  packSizeLabel: z.string().nullable(),
  boxQuantity: z.number().int().nullable(),
  isAvailable: z.boolean(),
  dimensions: z.array(z.object({ dimensionName: z.enum(DIMENSIONS), label: z.string(), value: z.string() })),
});
export type EyeRxView = z.infer<typeof eyeRxView>;

/** Spec point 3 Prescription. */
export const prescriptionView = z.object({
  id: z.string(),
  patientAccountNo: z.string(),
  prescriptionNickname: z.string(),
  prescriptionExpirationDate: z.string(),
  dateOfService: z.string().nullable(),
  locationID: z.string(),
  practiceId: z.string(),
  prescriber: z.string().nullable(),
  sameForBothEyes: z.boolean(),
  isExpired: z.boolean(),
  status: z.enum(['active', 'expired']),
  createdInPms: z.boolean(),
  dueForReorder: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  rightEyeRx: eyeRxView.nullable(),
  leftEyeRx: eyeRxView.nullable(),
});
export type PrescriptionView = z.infer<typeof prescriptionView>;

/** The patient named in the page header (name and e-mail). */
export const prescriptionPatient = z.object({ accountNumber: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() });

export const getPrescriptionsReply = z.object({ patientAccountNumber: z.string(), patient: prescriptionPatient.nullable(), today: z.string(), prescriptions: z.array(prescriptionView) });
