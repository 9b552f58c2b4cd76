import { isUsStateCode } from '../shared/us-states';
import { isMilitaryZip, stateForZip } from './zip-prefixes';

/**
 * Where we ship (spec point 5 "Address"): the 50 US states and DC, not PO boxes missing from the
 * USPS database (D-391) and not military APO/FPO/DPO addresses. Pure, shared by /customer/validateAddress and the cart's
 * AddDeliveryAddress.
 */
export const ADDRESS_MESSAGES = {
  notDeliverable: 'The address entered is not deliverable.',
  // Ours (D-125): the spec names the rule, not the text.
  zipStateMismatch: 'The ZIP Code does not match the state.',
  unknownState: 'A valid state is required',
  zip: 'A valid ZIP Code is required',
  address1: 'An address is required',
} as const;

export interface AddressInput {
  address1: string;
  address2?: string | null;
  city?: string | null;
  state?: string | null;
  zip: string;
}

export type DeliverabilityProblem = 'PO_BOX' | 'MILITARY' | 'UNKNOWN_STATE' | 'ZIP_STATE_MISMATCH' | 'INVALID_ZIP' | 'MISSING_ADDRESS1';

export type Deliverability = { deliverable: true } | { deliverable: false; problem: DeliverabilityProblem; message: string };

/** "PO Box 12", "P.O. Box", "Post Office Box", "POB 4", "Box 12" alone, "Lockbox". */
const PO_BOX = /\b(p\.?\s*o\.?\s*b(ox)?\.?|post\s+office\s+box|p\s*o\s+box|lock\s*box|pobox)\b|^\s*box\s+\d+/i;
/** "APO AE 09012", "FPO AP", "DPO AA", "PSC 1234 Box 5", "Unit 2050", "CMR 480". */
const MILITARY_LINE = /\b(apo|fpo|dpo|psc\s+\d+|cmr\s+\d+|unit\s+\d+\s+box)\b/i;
const MILITARY_STATES = new Set(['AA', 'AE', 'AP']);

export function isPoBox(line: string): boolean {
  return PO_BOX.test(line);
}

/**
 * A post-office box the USPS database knows (spec point 5 excludes only PO boxes *not* in it; D-391):
 * the whole line is "PO Box", "P.O. Box", "P O Box" or "Post Office Box" with a box number of 1 to 6
 * digits. An unnumbered box, "POB 5", a bare "Box 12" or a lockbox cannot be found there.
 */
const KNOWN_PO_BOX = /^\s*(p\.?\s*o\.?|post\s+office)\s+box\s+#?\d{1,6}\s*$/i;
export function isKnownPoBox(line: string): boolean {
  return KNOWN_PO_BOX.test(line);
}

export function checkDeliverable(address: AddressInput): Deliverability {
  const lines = [address.address1, address.address2 ?? ''];
  const state = (address.state ?? '').trim().toUpperCase();
  const city = (address.city ?? '').trim();
  const zip = address.zip.trim();
  if (!address.address1.trim()) return { deliverable: false, problem: 'MISSING_ADDRESS1', message: ADDRESS_MESSAGES.address1 };
  if (!/^\d{5}(-\d{4})?$/.test(zip)) return { deliverable: false, problem: 'INVALID_ZIP', message: ADDRESS_MESSAGES.zip };
  if (lines.some((l) => isPoBox(l) && !isKnownPoBox(l))) return { deliverable: false, problem: 'PO_BOX', message: ADDRESS_MESSAGES.notDeliverable };
  if (lines.some((l) => MILITARY_LINE.test(l)) || /^(apo|fpo|dpo)$/i.test(city) || MILITARY_STATES.has(state) || isMilitaryZip(zip))
    return { deliverable: false, problem: 'MILITARY', message: ADDRESS_MESSAGES.notDeliverable };
  const zipState = stateForZip(zip);
  if (!zipState) return { deliverable: false, problem: 'ZIP_STATE_MISMATCH', message: ADDRESS_MESSAGES.notDeliverable };
  if (state) {
    if (!isUsStateCode(state)) return { deliverable: false, problem: 'UNKNOWN_STATE', message: ADDRESS_MESSAGES.unknownState };
    if (zipState !== state) return { deliverable: false, problem: 'ZIP_STATE_MISMATCH', message: ADDRESS_MESSAGES.zipStateMismatch };
  }
  return { deliverable: true };
}
