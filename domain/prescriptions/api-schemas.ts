import { z } from 'zod';
import { DIMENSIONS } from '../catalog/dimensions';
import { TEXT_MAX } from '../shared/constants';
import { cleanText } from '../shared/validation';
import { accountNo, isoDate, PRESCRIPTION_MESSAGES, prescriptionId, prescriptionNickname } from './prescription-rules';

/**
 * The prescriptions context's API contract (issue #14: one file): the bodies of
 * `/api/prescription/create`, `update`, `updatestate`, `updatenickname`, `updateexpiration` and
 * `get`, and their replies, shared by the command and query APIs and the web app. The field rules
 * (nickname, dates, ids) live in prescription-rules.ts, which the browser form uses too.
 */

/** One eye as a command gives it: the product and its variant (from /api/product/variantbyoption). */
export const eyeRxInput = z.object({
  productId: z.string().trim().min(1).max(60),
  variantId: z.string({ error: PRESCRIPTION_MESSAGES.variantRequired }).trim().min(1, PRESCRIPTION_MESSAGES.variantRequired).max(200),
  boxQuantity: z.number().int().min(1).max(99).optional(),
});
export type EyeRxInput = z.infer<typeof eyeRxInput>;

const prescriber = z.string().max(TEXT_MAX, PRESCRIPTION_MESSAGES.prescriberTooLong).transform(cleanText).optional();

/** `POST /api/prescription/create`. */
export const createPrescriptionInput = z
  .object({
    patientAccountNo: accountNo,
    prescriptionNickname,
    prescriptionExpirationDate: isoDate(PRESCRIPTION_MESSAGES.expirationRequired),
    dateOfService: z.string().trim().optional(),
    prescriber,
    sameForBothEyes: z.boolean().default(false),
    rightEyeRx: eyeRxInput.nullish(),
    leftEyeRx: eyeRxInput.nullish(),
  })
  .refine((v) => !!v.rightEyeRx || (!!v.leftEyeRx && !v.sameForBothEyes), { message: PRESCRIPTION_MESSAGES.eyeRequired, path: ['rightEyeRx'] });
export type CreatePrescriptionInput = z.infer<typeof createPrescriptionInput>;

/**
 * `POST /api/prescription/update`: id, patientAccountNo and expiration required; every other field
 * left out keeps its value, `null` for an eye removes it (decision D-064).
 */
export const updatePrescriptionInput = z.object({
  id: prescriptionId,
  patientAccountNo: accountNo,
  prescriptionExpirationDate: isoDate(PRESCRIPTION_MESSAGES.expirationRequired),
  prescriptionNickname: prescriptionNickname.optional(),
  dateOfService: z.string().trim().optional(),
  prescriber,
  sameForBothEyes: z.boolean().optional(),
  rightEyeRx: eyeRxInput.nullish(),
  leftEyeRx: eyeRxInput.nullish(),
});
export type UpdatePrescriptionInput = z.infer<typeof updatePrescriptionInput>;

export const updatePrescriptionNicknameInput = z.object({ id: prescriptionId, patientAccountNo: accountNo, prescriptionNickname });
export const updatePrescriptionExpirationInput = z.object({
  id: prescriptionId,
  patientAccountNo: accountNo,
  prescriptionExpirationDate: isoDate(PRESCRIPTION_MESSAGES.expirationRequired),
});
export const updatePrescriptionStateInput = z.object({ id: prescriptionId, patientAccountNo: accountNo, state: z.enum(['active', 'deleted']) });

/** `POST /api/prescription/get` (spec point 3 filters: prescribedBy, isExpired, isActive, status, dueForReorder). */
export const getPrescriptionsInput = z.object({
  patientAccountNumber: z.string().trim().min(1).max(40).optional(),
  prescriptionId: z.string().trim().min(1).max(64).optional(),
  prescribedBy: z.string().trim().min(1).max(TEXT_MAX).optional(),
  isExpired: z.boolean().optional(),
  isActive: z.boolean().optional(),
  status: z.enum(['active', 'expired']).optional(),
  dueForReorder: z.boolean().optional(),
});
export type GetPrescriptionsInput = z.infer<typeof getPrescriptionsInput>;

/** Reply of every prescription command: the prescription's id and the `position` for read-your-writes (null when nothing changed). */
export const prescriptionCommandReply = z.object({ id: z.string(), patientAccountNo: z.string(), position: z.number().int().nullable() });
export type PrescriptionCommandReply = z.infer<typeof prescriptionCommandReply>;

/** One eye as lists show it (rightEyeRx = OD, leftEyeRx = OS): product name, brand, pack size label and dimensions in spec order. */
export const eyeRxView = z.object({
  productId: z.string(),
  variantId: z.string(),
  productName: z.string().nullable(),
  brand: z.string().nullable(),
  packSize: z.number().int().nullable(),
  packSizeLabel: z.string().nullable(),
  boxQuantity: z.number().int().nullable(),
  /** Issue #20: days of wear one box gives this eye (catalog supply amount and unit), null when the product is unknown. */
  supplyDaysPerBox: z.number().int().nullable(),
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
  /** Issue #20: the last day the lenses of its orders last (YYYY-MM-DD; the shorter eye), null without orders. */
  supplyUntil: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  rightEyeRx: eyeRxView.nullable(),
  leftEyeRx: eyeRxView.nullable(),
});
export type PrescriptionView = z.infer<typeof prescriptionView>;

/** The patient named in the page header (name and e-mail). */
export const prescriptionPatient = z.object({ accountNumber: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() });

export const getPrescriptionsReply = z.object({ patientAccountNumber: z.string(), patient: prescriptionPatient.nullable(), today: z.string(), prescriptions: z.array(prescriptionView) });
export type GetPrescriptionsReply = z.infer<typeof getPrescriptionsReply>;
