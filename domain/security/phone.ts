import { z } from 'zod';
import { usPhone } from '../shared/validation';

/** The SMS number: a US mobile number, 10 digits (spec point 5 phone rule, same message). */
export const smsNumberInput = z.object({ phone: usPhone });
export type SmsNumberInput = z.input<typeof smsNumberInput>;

/** "(•••) •••-0143": enough for the owner to recognise the number, nothing more. */
export function maskPhone(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 4) return null;
  return `(•••) •••-${digits.slice(-4)}`;
}

/** E.164 for a 10-digit US number, as SMS providers want it. */
export function toE164(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? `+${digits}` : `+1${digits}`;
}

/** GetSMSNumber: the number, whether it is verified, and the two-factor state. */
export const smsNumberStatus = z.object({
  phone: z.string().nullable(),
  maskedPhone: z.string().nullable(),
  isVerified: z.boolean(),
  isMfaEnabled: z.boolean(),
  hideMfaModal: z.boolean(),
  /** Where sign-in codes go while two-factor is on (the last verified number), masked. */
  signInCodesTo: z.string().nullable(),
});
export type SmsNumberStatus = z.infer<typeof smsNumberStatus>;
