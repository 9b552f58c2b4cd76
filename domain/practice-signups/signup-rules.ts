import { validateAddress } from '../addresses/validate-address';
import { ADDRESS_MESSAGES } from '../addresses/deliverable';
import { DomainError } from '../shared/errors';
import { SIGNUP_FIELD_MESSAGES } from './api-schemas';
import type { Address, LocationAdded, PracticeRegistered } from '../practices/events';
import type { PracticeSignupEmailed, PracticeSignupEvent, PracticeSignupKeyReserved, PracticeSignupRequested } from './events';

export const SIGNUP_MESSAGES = {
  received: 'Thank you! We have received your request to join Lensloop and e-mailed you a confirmation. Our support team will review it within two business days.',
  duplicateEmail: 'A sign-up with this email address is already waiting for review or was approved. Please check your inbox, or contact us.',
  duplicatePractice: 'A sign-up for this practice at this ZIP Code is already waiting for review or was approved. Please contact us if you need help.',
  existingAccount: "I'm seeing double! There's already a user with this email address.",
  notPending: 'This sign-up has already been reviewed.',
  notFound: 'This sign-up does not exist.',
  reasonRequired: 'Please give the applicant a reason',
} as const;

export type SignupStatus = 'none' | 'pending' | 'approved' | 'declined';

export interface PracticeSignupState {
  status: SignupStatus;
  request?: PracticeSignupRequested['data'];
  emailed: PracticeSignupEmailed['data']['kind'][];
  declineReason?: string;
  practiceId?: string;
  adminAccountNumber?: string;
}

export const initialSignupState = (): PracticeSignupState => ({ status: 'none', emailed: [] });

export function evolveSignup(state: PracticeSignupState, event: PracticeSignupEvent): PracticeSignupState {
  switch (event.type) {
    case 'PracticeSignupRequested':
      return { ...state, status: 'pending', request: event.data };
    case 'PracticeSignupApproved':
      return { ...state, status: 'approved', practiceId: event.data.practiceId, adminAccountNumber: event.data.adminAccountNumber };
    case 'PracticeSignupDeclined':
      return { ...state, status: 'declined', declineReason: event.data.reason };
    case 'PracticeSignupEmailed':
      return { ...state, emailed: [...state.emailed, event.data.kind] };
  }
}

export const practiceSignupDecider = { initialState: initialSignupState, evolve: evolveSignup };

/** The keys a sign-up claims: its e-mail, and its practice name with the ZIP's five digits (D-366). */
export function signupKeys(request: { email: string; practiceName: string; zip: string }): { email: string; practice: string } {
  const name = request.practiceName.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim().replace(/ /g, '-');
  return { email: `email-${request.email.trim().toLowerCase()}`, practice: `practice-${name}-${request.zip.trim().slice(0, 5)}` };
}

/**
 * A key is free when nobody claimed it, or its holder was declined (a declined practice may
 * apply again). `holderStatus` is the claiming sign-up's status, read by the caller.
 */
export function decideReserveSignupKey(
  command: { key: string; signupId: string; holderStatus: SignupStatus | undefined },
  state: { signupId?: string },
): PracticeSignupKeyReserved[] {
  if (state.signupId === command.signupId) return [];
  if (state.signupId && (command.holderStatus === 'pending' || command.holderStatus === 'approved')) {
    const duplicate = command.key.startsWith('email-') ? SIGNUP_MESSAGES.duplicateEmail : SIGNUP_MESSAGES.duplicatePractice;
    throw new DomainError('conflict', 'DUPLICATE_SIGNUP', duplicate, { field: command.key.startsWith('email-') ? 'email' : 'practiceName' });
  }
  return [{ type: 'PracticeSignupKeyReserved', data: { key: command.key, signupId: command.signupId } }];
}

export const evolveSignupKey = (_s: { signupId?: string }, e: PracticeSignupKeyReserved) => ({ signupId: e.data.signupId });

/** Splits the contact person's name: the first word is the first name, the rest the last name (D-365). */
export function splitName(name: string): { firstName: string; lastName: string } | undefined {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return undefined;
  return { firstName: words[0]!, lastName: words.slice(1).join(' ') };
}

/** The first location's address, checked like a delivery address (domain/addresses). */
export function checkSignupAddress(address: Address): Address {
  const result = validateAddress(address);
  if (!result.accepted) {
    const message = result.validatedAddresses[0]?.messages.find((m) => m.severity === 'error')?.summary ?? ADDRESS_MESSAGES.notDeliverable;
    throw new DomainError('validation', 'ADDRESS_NOT_DELIVERABLE', message, { field: 'address1' });
  }
  const v = result.validatedAddresses[0]!;
  return { address1: v.line1, ...(v.line2 ? { address2: v.line2 } : {}), city: v.city, state: v.region, zip: v.postalCode };
}

export interface RequestPracticeSignupCommand {
  signupId: string;
  practiceName: string;
  name: string;
  email: string;
  phone: string;
  address: Address;
  acceptTermsAndConditions: boolean;
  emailCommunicationsOptIn: boolean;
  now: Date;
}

/** A practice asks to join. The address is normalised; the keys are reserved by the caller first. */
export function decideRequestPracticeSignup(command: RequestPracticeSignupCommand, state: PracticeSignupState): PracticeSignupRequested[] {
  if (state.status !== 'none') return [];
  if (!command.acceptTermsAndConditions) throw new DomainError('validation', 'TERMS_REQUIRED', 'You must accept the terms and conditions', { field: 'acceptTermsAndConditions' });
  const person = splitName(command.name);
  if (!person) throw new DomainError('validation', 'NAME_INCOMPLETE', SIGNUP_FIELD_MESSAGES.fullName, { field: 'name' });
  const address = checkSignupAddress(command.address);
  return [
    {
      type: 'PracticeSignupRequested',
      data: {
        signupId: command.signupId,
        practiceName: command.practiceName,
        ...person,
        email: command.email,
        phone: command.phone,
        address,
        acceptTermsAndConditions: true,
        emailCommunicationsOptIn: command.emailCommunicationsOptIn,
        requestedAt: command.now.toISOString(),
      },
    },
  ];
}

export function assertPending(state: PracticeSignupState): PracticeSignupRequested['data'] {
  if (state.status === 'none' || !state.request) throw new DomainError('not_found', 'SIGNUP_NOT_FOUND', SIGNUP_MESSAGES.notFound);
  if (state.status !== 'pending') throw new DomainError('rule', 'SIGNUP_NOT_PENDING', SIGNUP_MESSAGES.notPending);
  return state.request;
}

export function decideApprovePracticeSignup(
  command: { practiceId: string; locationId: string; adminAccountNumber: string; approvedBy: string; now: Date },
  state: PracticeSignupState,
): PracticeSignupEvent[] {
  if (state.status === 'approved' && state.practiceId === command.practiceId) return [];
  const request = assertPending(state);
  const { now, ...rest } = command;
  return [{ type: 'PracticeSignupApproved', data: { signupId: request.signupId, ...rest, approvedAt: now.toISOString() } }];
}

export function decideDeclinePracticeSignup(command: { reason: string; declinedBy: string; now: Date }, state: PracticeSignupState): PracticeSignupEvent[] {
  const request = assertPending(state);
  const reason = command.reason.trim();
  if (!reason) throw new DomainError('validation', 'REASON_REQUIRED', SIGNUP_MESSAGES.reasonRequired, { field: 'reason' });
  return [{ type: 'PracticeSignupDeclined', data: { signupId: request.signupId, reason, declinedBy: command.declinedBy, declinedAt: command.now.toISOString() } }];
}

export function signupEmailDue(state: PracticeSignupState, kind: PracticeSignupEmailed['data']['kind']): boolean {
  if (state.emailed.includes(kind)) return false;
  return kind === 'received' ? state.status !== 'none' : state.status === 'declined';
}

export function decideRecordSignupEmail(command: PracticeSignupEmailed['data'], state: PracticeSignupState): PracticeSignupEmailed[] {
  return state.emailed.includes(command.kind) ? [] : [{ type: 'PracticeSignupEmailed', data: command }];
}

/** Ids of what an approval creates, derived from the sign-up so a retried approval makes the same ones (D-367). */
export function approvalIds(signupId: string): { practiceId: string; locationId: string; adminAccountNumber: string } {
  const hex = signupId.replace(/[^0-9a-f]/gi, '');
  const tail = hex.slice(-10).toUpperCase();
  let h = 0;
  for (const c of hex) h = (h * 31 + parseInt(c, 16)) % 900_000_000;
  return { practiceId: `PR-S${tail}`, locationId: `LOC-S${tail}-A`, adminAccountNumber: String(100_000_000 + h) };
}

/** The practice and its first location, from an approved sign-up: PracticeRegistered + LocationAdded. */
export function decideRegisterSignedUpPractice(
  command: { practiceId: string; locationId: string; request: PracticeSignupRequested['data'] },
  state: { exists: boolean },
): [PracticeRegistered, LocationAdded] | [] {
  if (state.exists) return [];
  const { request, practiceId, locationId } = command;
  return [
    { type: 'PracticeRegistered', data: { practiceId, name: request.practiceName, phone: request.phone } },
    { type: 'LocationAdded', data: { practiceId, locationId, name: request.practiceName, address: request.address, phone: request.phone } },
  ];
}
