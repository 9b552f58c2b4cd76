import { z } from 'zod';
import { ADDRESS_MESSAGES } from '../addresses/deliverable';
import { pageWindow } from '../shared/paging';
import { cleanText, email, requiredName, usPhone, zip } from '../shared/validation';

export const SIGNUP_FIELD_MESSAGES = {
  terms: 'You must accept the terms and conditions',
  city: 'A city is required',
  state: 'A valid state is required',
  fullName: 'Please enter your first and last name',
} as const;

/** The spec's single `name` field is the contact person's full name: two words at least (D-365). */
export const hasFirstAndLastName = (name: string): boolean => name.trim().split(/\s+/).filter(Boolean).length >= 2;

/** The spec's sign-up form fields (point 3): practiceName, name, email, phone, address1, address2, city, state, zip, acceptTermsAndConditions, emailCommunicationsOptIn. */
export const practiceSignupFields = z.object({
  practiceName: requiredName,
  name: requiredName.refine(hasFirstAndLastName, SIGNUP_FIELD_MESSAGES.fullName),
  email,
  phone: usPhone,
  address1: z.string({ error: ADDRESS_MESSAGES.address1 }).transform(cleanText).pipe(z.string().min(1, ADDRESS_MESSAGES.address1)),
  address2: z.string().transform(cleanText).optional(),
  city: z.string({ error: SIGNUP_FIELD_MESSAGES.city }).transform(cleanText).pipe(z.string().min(1, SIGNUP_FIELD_MESSAGES.city)),
  state: z.string({ error: SIGNUP_FIELD_MESSAGES.state }).trim().toUpperCase().pipe(z.string().regex(/^[A-Z]{2}$/, SIGNUP_FIELD_MESSAGES.state)),
  zip,
  acceptTermsAndConditions: z.boolean().refine((v) => v, SIGNUP_FIELD_MESSAGES.terms),
  emailCommunicationsOptIn: z.boolean().default(false),
});
export type PracticeSignupFields = z.input<typeof practiceSignupFields>;

/** POST /api/customer/practice/signup (public). */
export const practiceSignupInput = practiceSignupFields.extend({ humanCheck: z.string().min(1).max(4000) });
export type PracticeSignupInput = z.input<typeof practiceSignupInput>;
export const practiceSignupReply = z.object({ signupId: z.string(), message: z.string(), position: z.number() });
export type PracticeSignupReply = z.infer<typeof practiceSignupReply>;

/** CSR review. */
export const approveSignupInput = z.object({ signupId: z.string().min(1).max(100) });
export type ApproveSignupInput = z.input<typeof approveSignupInput>;
export const approveSignupReply = z.object({ practiceId: z.string(), locationId: z.string(), adminAccountNumber: z.string(), position: z.number() });
export type ApproveSignupReply = z.infer<typeof approveSignupReply>;
export const declineSignupInput = z.object({
  signupId: z.string().min(1).max(100),
  reason: z.string({ error: 'Please give the applicant a reason' }).transform(cleanText).pipe(z.string().min(1, 'Please give the applicant a reason')),
});
export type DeclineSignupInput = z.input<typeof declineSignupInput>;
export const declineSignupReply = z.object({ position: z.number() });
export type DeclineSignupReply = z.infer<typeof declineSignupReply>;

export const listSignupsInput = z.object({
  status: z.enum(['pending', 'approved', 'declined', 'all']).default('pending'),
  ...pageWindow(20),
});
export type ListSignupsInput = z.input<typeof listSignupsInput>;
const signupRow = z.object({
  signupId: z.string(),
  practiceName: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  emailCommunicationsOptIn: z.boolean(),
  status: z.enum(['pending', 'approved', 'declined']),
  requestedAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  declineReason: z.string().nullable(),
  practiceId: z.string().nullable(),
});
export type SignupRow = z.infer<typeof signupRow>;
export const listSignupsReply = z.object({ total: z.number(), signups: z.array(signupRow) });
export type ListSignupsReply = z.infer<typeof listSignupsReply>;
