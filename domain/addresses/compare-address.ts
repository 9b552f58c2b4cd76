import type { AddressSuggestion, ValidatedAddress } from './api-schemas';

/** The address fields the forms use (spec point 3 Address). */
export interface AddressFields {
  address1: string;
  address2?: string | null;
  city?: string | null;
  state?: string | null;
  zip: string;
}

const norm = (v: string | null | undefined) => (v ?? '').trim();

/**
 * Spec point 5 "Address": an accepted result merges lines 3, 2 and 1 into line 1 and empties
 * lines 2 and 3. The merged line reads as the USPS writes a delivery line — the street address,
 * then the unit ("12 Main St Apt 4"), blanks skipped (D-641).
 */
export function mergeAcceptedLines(address: ValidatedAddress & { line3?: string }): ValidatedAddress & { line3: string } {
  const line1 = [address.line1, address.line2, address.line3].map(norm).filter(Boolean).join(' ');
  return { ...address, line1, line2: '', line3: '' };
}

/** The validated address as form fields. */
export function fieldsOfValidated(address: ValidatedAddress): AddressSuggestion {
  return { address1: address.line1, address2: address.line2, city: address.city, state: address.region, zip: address.postalCode };
}

/** Spec: an entered address matches the validated one only if every field is equal (exactly). */
export function matchesValidated(entered: AddressFields, validated: AddressFields): boolean {
  return (['address1', 'address2', 'city', 'state', 'zip'] as const).every((k) => norm(entered[k]) === norm(validated[k]));
}

/** Spec: a separate comparison, case-insensitive, against the user's first stored address. */
export function sameAsStoredAddress(entered: AddressFields, stored: AddressFields | undefined): boolean {
  if (!stored) return false;
  return (['address1', 'address2', 'city', 'state', 'zip'] as const).every((k) => norm(entered[k]).toLowerCase() === norm(stored[k]).toLowerCase());
}
