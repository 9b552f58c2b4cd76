import { z } from 'zod';
import { cleanText } from '../shared/validation';
import { ADDRESS_MESSAGES } from './deliverable';

/** The address API's contract (spec points 5 and 7): POST /customer/validateAddress, shared by the query API and the web. */

/** POST /customer/validateAddress input: address1 and zip are required (spec point 5). */
export const validateAddressInput = z.object({
  address1: z.string({ error: ADDRESS_MESSAGES.address1 }).transform(cleanText).pipe(z.string().min(1, ADDRESS_MESSAGES.address1)),
  address2: z.string().transform(cleanText).nullish(),
  city: z.string().transform(cleanText).nullish(),
  state: z.string().trim().toUpperCase().nullish(),
  zip: z.string({ error: ADDRESS_MESSAGES.zip }).trim().regex(/^\d{5}(-\d{4})?$/, ADDRESS_MESSAGES.zip),
});
export type ValidateAddressInput = z.output<typeof validateAddressInput>;

const addressMessage = z.object({ severity: z.enum(['error', 'warning', 'info']), code: z.string(), summary: z.string() });
/** The spec's validated address (point 5): line1, line2, city, region, postalCode, with messages. */
const validatedAddress = z.object({ line1: z.string(), line2: z.string(), city: z.string(), region: z.string(), postalCode: z.string(), messages: z.array(addressMessage) });
const suggestion = z.object({ address1: z.string(), address2: z.string(), city: z.string(), state: z.string(), zip: z.string() });

export const validateAddressReply = z.object({
  validatedAddresses: z.array(validatedAddress),
  /** Spec: accepted only if the first validated address has no error message and a known region. */
  accepted: z.boolean(),
  /** The normalised version when it differs from what was entered (the user may take or refuse it). */
  suggestion: suggestion.nullable(),
});

export type AddressMessage = z.infer<typeof addressMessage>;
export type ValidatedAddress = z.infer<typeof validatedAddress>;
export type AddressSuggestion = z.infer<typeof suggestion>;
export type ValidateAddressReply = z.infer<typeof validateAddressReply>;
export type ValidateAddressRequest = z.input<typeof validateAddressInput>;
