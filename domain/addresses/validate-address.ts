import { isUsStateCode } from '../shared/us-states';
import type { AddressMessage, ValidateAddressReply, ValidatedAddress } from './api-schemas';
import { fieldsOfValidated, matchesValidated, mergeAcceptedLines } from './compare-address';
import { checkDeliverable, type AddressInput } from './deliverable';
import { stateForZip } from './zip-prefixes';

const SUFFIXES: Record<string, string> = {
  street: 'St', avenue: 'Ave', road: 'Rd', boulevard: 'Blvd', drive: 'Dr', lane: 'Ln', court: 'Ct', place: 'Pl',
  terrace: 'Ter', parkway: 'Pkwy', highway: 'Hwy', circle: 'Cir', square: 'Sq', trail: 'Trl', way: 'Way',
  suite: 'Ste', apartment: 'Apt', building: 'Bldg', floor: 'Fl', north: 'N', south: 'S', east: 'E', west: 'W',
  northeast: 'NE', northwest: 'NW', southeast: 'SE', southwest: 'SW',
};

/** Trims, collapses spaces, drops a trailing period and abbreviates USPS street words ("Street" → "St"). */
export function normaliseLine(line: string): string {
  return line
    .trim()
    .replace(/\s+/g, ' ')
    .split(' ')
    .map((word) => {
      const bare = word.replace(/[.,]$/, '');
      return SUFFIXES[bare.toLowerCase()] ?? bare.replace(/^(st|ave|rd|blvd|dr|ln|ct|pl)\.$/i, '$1');
    })
    .join(' ');
}

function titleCase(text: string): string {
  return text
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .replace(/(^|[\s-])([a-z])/g, (_m, sep: string, c: string) => sep + c.toUpperCase());
}

/** Pure address check and normalisation (no external service: D-126). */
export function validateAddress(input: AddressInput): ValidateAddressReply {
  const state = (input.state ?? '').trim().toUpperCase();
  const region = state || stateForZip(input.zip) || '';
  const found = {
    address1: normaliseLine(input.address1),
    address2: normaliseLine(input.address2 ?? ''),
    city: titleCase(input.city ?? ''),
    state: region,
    zip: input.zip.trim(),
  };
  const messages: AddressMessage[] = [];
  const check = checkDeliverable({ ...found, state: state || null });
  if (!check.deliverable) messages.push({ severity: 'error', code: check.problem, summary: check.message });
  if (!state && region) messages.push({ severity: 'info', code: 'STATE_FROM_ZIP', summary: 'The state was taken from the ZIP Code.' });
  if (!found.city) messages.push({ severity: 'warning', code: 'CITY_MISSING', summary: 'A city is recommended.' });
  const validated: ValidatedAddress = { line1: found.address1, line2: found.address2, city: found.city, region, postalCode: found.zip, messages };
  const accepted = !messages.some((m) => m.severity === 'error') && isUsStateCode(region);
  // The accepted result, its lines merged into line 1 (spec point 5), is suggested when it differs in any field from what was entered.
  const merged = fieldsOfValidated(mergeAcceptedLines(validated));
  const entered = { address1: input.address1, address2: input.address2 ?? '', city: input.city ?? '', state: input.state ?? '', zip: input.zip };
  return { validatedAddresses: [validated], accepted, suggestion: accepted && !matchesValidated(entered, merged) ? merged : null };
}
