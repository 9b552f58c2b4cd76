import { z } from 'zod';
import { cleanText, email, zip } from '../shared/validation';
import { isUsStateCode } from '../shared/us-states';

/** Spec point 7: the default transaction type is authorization plus token creation. */
export const TRANSACTION_TYPES = ['authorization,create_payment_token', 'create_payment_token', 'authorization'] as const;
export const DEFAULT_TRANSACTION_TYPE = TRANSACTION_TYPES[0];

const optionalText = z.string().transform(cleanText).nullish().transform((v) => v ?? '');

/**
 * POST /order/card/signature input (spec point 7): billing fields, cartId, reference number and
 * transaction type; the country is forced to US whatever is sent. No card data: the card is
 * entered in the provider's hosted form only.
 */
export const cardSignatureInput = z.object({
  accountNumber: z.string().min(1).max(40).optional(),
  cartId: z.string().max(100).optional(),
  referenceNumber: z.string().min(1).max(100).regex(/^[A-Za-z0-9_-]+$/).optional(),
  transactionType: z.enum(TRANSACTION_TYPES).default(DEFAULT_TRANSACTION_TYPE),
  bill_to_forename: optionalText,
  bill_to_surname: optionalText,
  bill_to_email: email,
  bill_to_phone: optionalText,
  bill_to_address_line1: optionalText,
  bill_to_address_line2: optionalText,
  bill_to_address_city: optionalText,
  bill_to_address_state: z.string().trim().toUpperCase().refine(isUsStateCode, 'A valid state is required').nullish().transform((v) => v ?? ''),
  bill_to_address_postal_code: zip.nullish().transform((v) => v ?? ''),
  bill_to_address_country: z.string().optional(),
});
export type CardSignatureInput = z.output<typeof cardSignatureInput>;

/** The request fields the provider's form receives (all strings), country forced to US. */
export function signatureRequestFields(input: CardSignatureInput, ids: { accountNumber: string; referenceNumber: string; transactionUuid: string }): Record<string, string> {
  return {
    access_key: 'lensloop-sandbox',
    profile_id: 'lensloop',
    transaction_uuid: ids.transactionUuid,
    locale: 'en-us',
    transaction_type: input.transactionType,
    reference_number: ids.referenceNumber,
    currency: 'USD',
    amount: '0.00',
    payment_method: 'card',
    merchant_defined_data1: ids.accountNumber,
    merchant_defined_data2: input.cartId ?? '',
    bill_to_forename: input.bill_to_forename,
    bill_to_surname: input.bill_to_surname,
    bill_to_email: input.bill_to_email,
    bill_to_phone: input.bill_to_phone,
    bill_to_address_line1: input.bill_to_address_line1,
    bill_to_address_line2: input.bill_to_address_line2,
    bill_to_address_city: input.bill_to_address_city,
    bill_to_address_state: input.bill_to_address_state,
    bill_to_address_postal_code: input.bill_to_address_postal_code,
    bill_to_address_country: 'US',
  };
}
