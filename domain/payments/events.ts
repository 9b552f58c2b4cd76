import type { CardTypeCode } from './card-rules';

/**
 * Saved cards of one account (spec point 3 "Card"): stream `cards-{accountNumber}`. Events carry
 * the provider's token and the masked number, never a card number or CVV.
 */
export const cardsStream = (accountNumber: string) => `cards-${accountNumber}`;

/** Billing fields of spec point 3 (country forced to USA, spec point 5). */
export interface CardBilling {
  forename: string;
  surname: string;
  email: string;
  phone: string | null;
  line1: string | null;
  line2: string | null;
  city: string | null;
  state: string | null;
  country: 'USA';
  postalCode: string | null;
}

export interface CardSaved {
  type: 'CardSaved';
  data: {
    accountNumber: string;
    uniqueCardId: string;
    token: string;
    maskedCardNumber: string;
    cardType: CardTypeCode;
    /** MM/YY */
    expiry: string;
    cardNickname: string;
    billing: CardBilling;
    savedAt: string;
  };
}

export interface CardDeleted {
  type: 'CardDeleted';
  data: { accountNumber: string; uniqueCardId: string; deletedAt: string };
}

export interface DefaultCardSet {
  type: 'DefaultCardSet';
  data: { accountNumber: string; uniqueCardId: string };
}

export type SavedCardEvent = CardSaved | CardDeleted | DefaultCardSet;
