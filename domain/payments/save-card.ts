import { z } from 'zod';
import { email, cleanText, zip } from '../shared/validation';
import { isUsStateCode } from '../shared/us-states';
import { CARD_TYPE_CODES, CARD_TYPE_NAMES, MASKED_CARD_NUMBER, type CardTypeCode } from './card-rules';
import type { CardBilling, SavedCardEvent } from './events';
import type { SavedCardsState } from './saved-cards-decider';

const text = (max = 250) => z.string().transform(cleanText).pipe(z.string().max(max));
const optionalText = text().nullish().transform((v) => (v ? v : null));

/**
 * POST /order/card/save input (spec point 5: "posted only with token, maskedCardNumber, cardType
 * and bill_to_email, and the country is forced to USA"). Other billing fields are optional.
 */
export const saveCardInput = z.object({
  accountNumber: z.string().min(1).max(40).optional(),
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

export interface SaveCard {
  accountNumber: string;
  uniqueCardId: string;
  /** The provider's record of the token: the masked number and type must agree with it. */
  tokenized: { token: string; maskedCardNumber: string; cardType: CardTypeCode; expiry: string };
  input: SaveCardInput;
  now: Date;
}

export function billingOf(input: SaveCardInput): CardBilling {
  return {
    forename: input.bill_to_forename ?? '',
    surname: input.bill_to_surname ?? '',
    email: input.bill_to_email,
    phone: input.bill_to_phone,
    line1: input.bill_to_address_line1,
    line2: input.bill_to_address_line2,
    city: input.bill_to_address_city,
    state: input.bill_to_address_state,
    country: 'USA',
    postalCode: input.bill_to_address_postal_code,
  };
}

/** Saves a card; the first one becomes the default. The same token again is no change. */
export function decideSaveCard(command: SaveCard, state: SavedCardsState): SavedCardEvent[] {
  const { tokenized, input } = command;
  if (state.cards.some((c) => c.token === tokenized.token)) return [];
  const nickname = input.cardNickname?.trim() || `${CARD_TYPE_NAMES[tokenized.cardType]} ending ${tokenized.maskedCardNumber.slice(-4)}`;
  const events: SavedCardEvent[] = [
    {
      type: 'CardSaved',
      data: {
        accountNumber: command.accountNumber,
        uniqueCardId: command.uniqueCardId,
        token: tokenized.token,
        maskedCardNumber: tokenized.maskedCardNumber,
        cardType: tokenized.cardType,
        expiry: tokenized.expiry,
        cardNickname: nickname,
        billing: billingOf(input),
        savedAt: command.now.toISOString(),
      },
    },
  ];
  if (state.defaultCardId === null) events.push({ type: 'DefaultCardSet', data: { accountNumber: command.accountNumber, uniqueCardId: command.uniqueCardId } });
  return events;
}
