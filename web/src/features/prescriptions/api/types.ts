import { z } from 'zod';
import { DIMENSIONS } from '@domain/catalog/dimensions';

/** The shapes POST /api/prescription/get answers (query-api/routes/prescription/schemas.ts). */
export const eyeRxSchema = z.object({
  productId: z.string(),
  variantId: z.string(),
  productName: z.string().nullable(),
  brand: z.string().nullable(),
  packSize: z.number().nullable(),
  packSizeLabel: z.string().nullable(),
  boxQuantity: z.number().nullable(),
  isAvailable: z.boolean(),
  dimensions: z.array(z.object({ dimensionName: z.enum(DIMENSIONS), label: z.string(), value: z.string() })),
});
export type EyeRxView = z.infer<typeof eyeRxSchema>;

export const prescriptionSchema = z.object({
  id: z.string(),
  patientAccountNo: z.string(),
  prescriptionNickname: z.string(),
  prescriptionExpirationDate: z.string(),
  dateOfService: z.string().nullable(),
  locationID: z.string(),
  prescriber: z.string().nullable(),
  sameForBothEyes: z.boolean(),
  isExpired: z.boolean(),
  status: z.enum(['active', 'expired']),
  createdInPms: z.boolean(),
  rightEyeRx: eyeRxSchema.nullable(),
  leftEyeRx: eyeRxSchema.nullable(),
});
export type Prescription = z.infer<typeof prescriptionSchema>;

export const prescriptionListSchema = z.object({
  patientAccountNumber: z.string(),
  patient: z.object({ accountNumber: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() }).nullable(),
  today: z.string(),
  prescriptions: z.array(prescriptionSchema),
});
export type PrescriptionList = z.infer<typeof prescriptionListSchema>;

export interface PrescriptionCommandReply {
  id: string;
  patientAccountNo: string;
  position: number | null;
}

/** One eye as the commands take it. */
export interface EyeRxInput {
  productId: string;
  variantId: string;
}
