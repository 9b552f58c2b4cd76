import { CUSTOMER_GROUPS } from '@domain/identity/customer-group';
import type { CustomerProfile } from '@domain/identity/api-schemas';
import type { LocationSummary } from '@domain/practices/api-schemas';

/** The fields the start-up check holds a stored profile to (besides the account, group and e-mail). */
type CheckedField = 'firstName' | 'lastName' | 'practiceId' | 'locationId' | 'phone' | 'dob' | 'isMfaEnabled';

/**
 * The signed-in user's profile as the browser keeps it across reloads. A reply's whole profile
 * (domain/identity `customerProfile`, or `profileReply` with the practice fields) is written, but
 * the stored copy may come from an older build or be hand-edited, so only the account, group and
 * e-mail are certain; the fields the shell reads are typed as the contract types them when present,
 * and everything else is unknown until read again from the server.
 */
export type StoredProfile = Pick<CustomerProfile, 'accountNumber' | 'customerGroup' | 'email'> &
  Partial<Pick<CustomerProfile, CheckedField>> & {
    location?: (Pick<LocationSummary, 'name'> & Record<string, unknown>) | null;
  } & Record<string, unknown>;

/**
 * The stored profile's check at start-up, without zod (D-613): the rules of the domain's
 * `customerProfile` schema for the fields above (a unit test runs both on the same inputs).
 * Unknown fields are kept.
 */
type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain => typeof value === 'object' && value !== null && !Array.isArray(value);
const isOptional = (value: unknown, type: 'string' | 'boolean'): boolean => value === undefined || typeof value === type;
const isNullishString = (value: unknown): boolean => value === null || isOptional(value, 'string');
const OPTIONAL_STRINGS = ['firstName', 'lastName'] as const;
const NULLISH_STRINGS = ['practiceId', 'locationId', 'phone', 'dob'] as const;

export function storedProfileOf(value: unknown): StoredProfile | null {
  if (!isPlain(value)) return null;
  if (typeof value.accountNumber !== 'string' || value.accountNumber.length < 1) return null;
  if (!(CUSTOMER_GROUPS as readonly unknown[]).includes(value.customerGroup)) return null;
  if (typeof value.email !== 'string') return null;
  if (!OPTIONAL_STRINGS.every((key) => isOptional(value[key], 'string'))) return null;
  if (!NULLISH_STRINGS.every((key) => isNullishString(value[key]))) return null;
  if (!isOptional(value.isMfaEnabled, 'boolean')) return null;
  const { location } = value;
  if (location !== undefined && location !== null && !(isPlain(location) && typeof location.name === 'string')) return null;
  return value as StoredProfile;
}
