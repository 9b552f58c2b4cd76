import type { SaveCardInput } from './api-schemas';
import { CARD_TYPE_NAMES, type CardTypeCode } from './card-rules';
import type { CardBilling, SavedCardEvent } from './events';
import type { SavedCardsState } from './saved-cards-decider';

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
