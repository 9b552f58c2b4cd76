import { z } from 'zod';
import { cleanText, email, zip } from '../shared/validation';
import { isUsStateCode } from '../shared/us-states';
import { CARD_TYPE_CODES, MASKED_CARD_NUMBER } from './card-rules';

/**
 * The saved-card API's contract (spec points 5 and 7, issue #5): the hosted card form's signature,
 * saving, deleting and defaulting a card, and the account's saved cards. Shared by both APIs and
 * the web. The provider token never comes back (D-123): checkout takes the uniqueCardId.
 */

const accountNumber = z.string().min(1).max(40).optional();
const position = z.number().int().nullable();

/** Spec point 7: the default transaction type is authorization plus token creation. */
export const TRANSACTION_TYPES = ['authorization,create_payment_token', 'create_payment_token', 'authorization'] as const;
export const DEFAULT_TRANSACTION_TYPE = TRANSACTION_TYPES[0];

const signatureText = z.string().transform(cleanText).nullish().transform((v) => v ?? '');

/**
 * POST /order/card/signature input (spec point 7): billing fields, cartId, reference number and
 * transaction type; the country is forced to US whatever is sent. No card data: the card is
 * entered in the provider's hosted form only.
 */
export const cardSignatureInput = z.object({
  accountNumber,
  cartId: z.string().max(100).optional(),
  referenceNumber: z.string().min(1).max(100).regex(/^[A-Za-z0-9_-]+$/).optional(),
  transactionType: z.enum(TRANSACTION_TYPES).default(DEFAULT_TRANSACTION_TYPE),
  bill_to_forename: signatureText,
  bill_to_surname: signatureText,
  bill_to_email: email,
  bill_to_phone: signatureText,
  bill_to_address_line1: signatureText,
  bill_to_address_line2: signatureText,
  bill_to_address_city: signatureText,
  bill_to_address_state: z.string().trim().toUpperCase().refine(isUsStateCode, 'A valid state is required').nullish().transform((v) => v ?? ''),
  bill_to_address_postal_code: zip.nullish().transform((v) => v ?? ''),
  bill_to_address_country: z.string().optional(),
});
export type CardSignatureInput = z.output<typeof cardSignatureInput>;

/** The hosted form's URL and its signed request fields. */
export const cardSignatureReply = z.object({ formUrl: z.string(), fields: z.record(z.string(), z.string()) });

const text = (max = 250) => z.string().transform(cleanText).pipe(z.string().max(max));
const optionalText = text().nullish().transform((v) => (v ? v : null));

/**
 * POST /order/card/save input (spec point 5: "posted only with token, maskedCardNumber, cardType
 * and bill_to_email, and the country is forced to USA"). Other billing fields are optional.
 */
export const saveCardInput = z.object({
  accountNumber,
  token: z.string().min(8).max(200),
  maskedCardNumber: z.string().regex(MASKED_CARD_NUMBER, 'A masked card number is required'),
  cardType: z.enum(CARD_TYPE_CODES),
  bill_to_email: email,
  bill_to_forename: optionalText,
  bill_to_surname: optionalText,
  bill_to_phone: optionalText,
  bill_to_address_line1: optionalText,
  bill_to_address_line2: optionalText,
  bill_to_address_city: optionalText,
  bill_to_address_state: z.string().trim().toUpperCase().refine(isUsStateCode, 'A valid state is required').nullish().transform((v) => v ?? null),
  bill_to_address_postal_code: zip.nullish().transform((v) => v ?? null),
  /** Whatever is sent, the country is USA. */
  bill_to_address_country: z.string().optional(),
  cardNickname: text(50).optional(),
});
export type SaveCardInput = z.output<typeof saveCardInput>;

const savedCard = z.object({
  uniqueCardId: z.string(),
  maskedCardNumber: z.string(),
  cardType: z.enum(CARD_TYPE_CODES),
  expiry: z.string(),
  cardNickname: z.string(),
  isDefault: z.boolean(),
});
export const saveCardReply = savedCard.extend({ position });

export const uniqueCardIdInput = z.object({ uniqueCardId: z.string().min(1).max(100), accountNumber });
export const deleteCardReply = z.object({ uniqueCardId: z.string(), deleted: z.literal(true), position });
export const setDefaultCardReply = z.object({ uniqueCardId: z.string(), isDefault: z.literal(true), position });

export const getSavedCardsInput = z.object({ accountNumber });

const cardBilling = z.object({
  forename: z.string(),
  surname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  line1: z.string().nullable(),
  line2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string(),
  postalCode: z.string().nullable(),
});
export type CardBillingView = z.infer<typeof cardBilling>;

/** A saved card as GET /api/order/card/get lists it (no token). */
export const savedCardView = z.object({
  uniqueCardId: z.string(),
  maskedCardNumber: z.string(),
  cardType: z.enum(CARD_TYPE_CODES),
  expiry: z.string(),
  isExpired: z.boolean(),
  cardNickname: z.string(),
  isDefault: z.boolean(),
  billing: cardBilling,
});
export const savedCardsReply = z.object({ accountNumber: z.string(), cards: z.array(savedCardView) });

export type CardSignatureRequest = z.input<typeof cardSignatureInput>;
export type CardSignature = z.infer<typeof cardSignatureReply>;
export type SaveCardRequest = z.input<typeof saveCardInput>;
export type SaveCardReply = z.infer<typeof saveCardReply>;
export type SavedCardView = z.infer<typeof savedCardView>;
export type SavedCardsReply = z.infer<typeof savedCardsReply>;
export type DeleteCardReply = z.infer<typeof deleteCardReply>;
export type SetDefaultCardReply = z.infer<typeof setDefaultCardReply>;
