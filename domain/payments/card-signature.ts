import type { CardSignatureInput } from './api-schemas';

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
