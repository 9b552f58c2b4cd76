import { z } from 'zod';
import { profileAddress } from '../identity/update-profile';
import { cleanText, email, usPhone } from '../shared/validation';
import { isUsStateCode } from '../shared/us-states';

const REQUIRED = 'This field is required';

const requiredText = (max: number, tooLong: string) =>
  z
    .string({ error: REQUIRED })
    .transform(cleanText)
    .pipe(z.string().min(1, REQUIRED).max(max, tooLong));

/** How a returned order is refunded (the return policy's words for each). */
export const REFUND_METHODS = ['original-card', 'practice-credit', 'card-or-practice-credit'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
export const REFUND_METHOD_LABELS: Record<RefundMethod, string> = {
  'original-card': 'To the card used for the order',
  'practice-credit': 'As credit to the practice that placed the order',
  'card-or-practice-credit': 'To the card used, or as credit to the practice when the practice paid',
};

/**
 * The operator's particulars (issue #34, D-820), one schema for the CSR's form and the command:
 * the selling company and its address, how to reach it, the governing law (a state) and venue,
 * the effective date of the legal pages, the return address and the refund method.
 */
export const operatorParticularsInput = z.object({
  companyName: requiredText(120, 'At most 120 characters.'),
  address: profileAddress,
  contactEmail: email,
  contactPhone: usPhone,
  governingLawState: z
    .string({ error: 'Choose the state whose law governs the terms.' })
    .trim()
    .refine(isUsStateCode, 'Choose the state whose law governs the terms.'),
  venue: requiredText(120, 'At most 120 characters.'),
  effectiveDate: z
    .string({ error: 'Enter the date the legal pages take effect.' })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date the legal pages take effect.')
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'Enter the date the legal pages take effect.'),
  returnAddress: profileAddress,
  refundMethod: z.enum(REFUND_METHODS, { error: 'Choose how refunds are paid.' }),
});
export type OperatorParticularsInput = z.input<typeof operatorParticularsInput>;
export type OperatorParticulars = z.output<typeof operatorParticularsInput>;
