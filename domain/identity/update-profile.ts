import { z } from 'zod';
import { DomainError } from '../shared/errors';
import { isUsStateCode } from '../shared/us-states';
import { cleanText, dateOfBirth, optional, requiredName, usPhone, zip } from '../shared/validation';
import type { CustomerState } from './customer-decider';
import type { CustomerProfileUpdated, ProfileAddress } from './events';

const REQUIRED = 'This field is required';

const requiredText = z
  .string({ error: REQUIRED })
  .transform(cleanText)
  .pipe(z.string().min(1, REQUIRED));

const usState = z
  .string({ error: 'A valid state is required' })
  .trim()
  .transform((v) => v.toUpperCase())
  .refine(isUsStateCode, 'A valid state is required');

/** An address (spec point 3: address1, address2, city, state, zip) with the spec's validators. */
export const profileAddress = z.object({
  address1: requiredText,
  address2: optional(z.string().transform(cleanText)),
  city: requiredText,
  state: usState,
  zip,
});

/** Up to three addresses; the first is the one orders ship to by default. */
export const MAX_PROFILE_ADDRESSES = 3;

/**
 * `POST /api/customer/update`: the signed-in user's own personal info. Names are required; a
 * blank phone or date of birth removes it. Without `addresses` the stored ones are kept (practice
 * users' profiles have none); with it they are replaced.
 */
export const updateProfileInput = z.object({
  firstName: requiredName,
  lastName: requiredName,
  phone: optional(usPhone),
  dob: optional(dateOfBirth),
  addresses: z.array(profileAddress).max(MAX_PROFILE_ADDRESSES).optional(),
});
export type UpdateProfileInput = z.input<typeof updateProfileInput>;
export type UpdateProfileValues = z.output<typeof updateProfileInput>;

/**
 * The personal-info form: one address as flat fields, optional as a whole, but once any of its
 * fields is filled in, line 1, city, state and ZIP are all needed.
 */
export const profileForm = z
  .object({
    firstName: requiredName,
    lastName: requiredName,
    phone: optional(usPhone),
    dob: optional(dateOfBirth),
    address1: z.string(),
    address2: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
  })
  .superRefine((v, ctx) => {
    const filled = [v.address1, v.address2, v.city, v.state, v.zip].some((f) => f.trim() !== '');
    if (!filled) return;
    const address = profileAddress.safeParse({ address1: v.address1, address2: v.address2, city: v.city, state: v.state, zip: v.zip });
    if (address.success) return;
    for (const issue of address.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
export type ProfileFormInput = z.input<typeof profileForm>;
export type ProfileFormValues = z.output<typeof profileForm>;

/** The form's values as the API's input (the address only when one was entered). */
export function profileFormToInput(values: ProfileFormValues, withAddress: boolean): UpdateProfileInput {
  const input: UpdateProfileInput = {
    firstName: values.firstName,
    lastName: values.lastName,
    phone: values.phone ?? '',
    dob: values.dob ?? '',
  };
  if (withAddress) {
    const filled = [values.address1, values.address2, values.city, values.state, values.zip].some((f) => f.trim() !== '');
    input.addresses = filled
      ? [{ address1: values.address1, address2: values.address2, city: values.city, state: values.state, zip: values.zip }]
      : [];
  }
  return input;
}

function sameAddresses(a: readonly ProfileAddress[], b: readonly ProfileAddress[]): boolean {
  const key = (x: ProfileAddress) => [x.address1, x.address2 ?? '', x.city, x.state, x.zip].join('\u0000');
  return a.length === b.length && a.every((x, i) => key(x) === key(b[i]!));
}

/** Nothing is appended when nothing changed. */
export function decideUpdateProfile(command: UpdateProfileValues, state: CustomerState): CustomerProfileUpdated[] {
  if (!state.exists) throw new DomainError('not_found', 'NOT_FOUND', 'Profile not found');
  const addresses: ProfileAddress[] =
    command.addresses?.map((a) => ({ address1: a.address1, ...(a.address2 ? { address2: a.address2 } : {}), city: a.city, state: a.state, zip: a.zip })) ??
    state.addresses;
  const data: CustomerProfileUpdated['data'] = {
    firstName: command.firstName,
    lastName: command.lastName,
    phone: command.phone ?? null,
    dob: command.dob ?? null,
    addresses,
  };
  const unchanged =
    data.firstName === state.firstName &&
    data.lastName === state.lastName &&
    data.phone === (state.phone ?? null) &&
    data.dob === (state.dob ?? null) &&
    sameAddresses(data.addresses, state.addresses);
  if (unchanged) return [];
  return [{ type: 'CustomerProfileUpdated', data }];
}
