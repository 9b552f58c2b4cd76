import { CUSTOMER_GROUPS } from '@domain/identity/customer-group';
import type { CustomerProfile } from './customer-profile';

/**
 * The stored profile's check at start-up, without zod (D-613): the same rules as the
 * `customerProfile` schema (lib/customer-profile.ts), which a unit test holds the two to.
 * Unknown fields are kept, as the schema's `.loose()` keeps them.
 */
type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNullishString = (value: unknown): boolean => value === undefined || value === null || typeof value === 'string';
const NULLISH_STRINGS = ['firstName', 'lastName', 'practiceId', 'locationId', 'phone', 'dob'] as const;

function isLocation(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (!isPlain(value)) return false;
  return (value.id === undefined || typeof value.id === 'string') && isNullishString(value.name);
}

export function storedProfileOf(value: unknown): CustomerProfile | null {
  if (!isPlain(value)) return null;
  if (typeof value.accountNumber !== 'string' || value.accountNumber.length < 1) return null;
  if (!(CUSTOMER_GROUPS as readonly unknown[]).includes(value.customerGroup)) return null;
  if (typeof value.email !== 'string') return null;
  if (!NULLISH_STRINGS.every((key) => isNullishString(value[key]))) return null;
  if (!isLocation(value.location)) return null;
  if (value.isMfaEnabled !== undefined && typeof value.isMfaEnabled !== 'boolean') return null;
  return value as CustomerProfile;
}
