import { z } from 'zod';
import { NAME_PATTERN, cleanText } from '../shared/validation';

/**
 * Card rules of spec point 5 "Card" (and point 3 card types). Pure: the payment sandbox's hosted
 * form and its server-side check use the same functions, so a card number never needs to reach
 * the command API to be validated.
 */
export const CARD_TYPES = { visa: '001', mastercard: '002', amex: '003', discover: '004' } as const;
export type CardTypeCode = (typeof CARD_TYPES)[keyof typeof CARD_TYPES];
export const CARD_TYPE_CODES = ['001', '002', '003', '004'] as const satisfies readonly CardTypeCode[];
export const CARD_TYPE_NAMES: Record<CardTypeCode, string> = { '001': 'Visa', '002': 'Mastercard', '003': 'American Express', '004': 'Discover' };

export const CARD_MESSAGES = {
  invalid: 'Credit card is invalid.',
  expired: 'Credit card expired',
  // The spec names the rules but not these texts (D-121).
  expiryFormat: 'A valid expiration date (MM/YY) is required',
  cvv: 'A valid CVV is required',
  consent: "Consent to charge the patient's card must be confirmed",
  firstName: 'A cardholder first name is required',
  lastName: 'A cardholder last name is required',
} as const;

/** Digits only (spaces and hyphens typed between groups are dropped). */
export function cardDigits(input: string): string {
  return input.replace(/[\s-]/g, '');
}

interface IinRule {
  type: CardTypeCode;
  /** Inclusive prefix range, compared on the first `len` digits. */
  from: number;
  to: number;
  len: number;
  lengths: readonly number[];
}

/** Issuer identification number ranges (ISO/IEC 7812 as the networks publish them). */
const IIN_RULES: readonly IinRule[] = [
  { type: '003', from: 34, to: 34, len: 2, lengths: [15] },
  { type: '003', from: 37, to: 37, len: 2, lengths: [15] },
  { type: '002', from: 51, to: 55, len: 2, lengths: [16] },
  { type: '002', from: 2221, to: 2720, len: 4, lengths: [16] },
  { type: '004', from: 6011, to: 6011, len: 4, lengths: [16, 17, 18, 19] },
  { type: '004', from: 644, to: 649, len: 3, lengths: [16, 17, 18, 19] },
  { type: '004', from: 65, to: 65, len: 2, lengths: [16, 17, 18, 19] },
  { type: '004', from: 622126, to: 622925, len: 6, lengths: [16, 17, 18, 19] },
  { type: '001', from: 4, to: 4, len: 1, lengths: [13, 16, 19] },
];

/** The card type from the number's digits (prefix and length), or undefined. No Luhn check. */
export function detectCardType(number: string): CardTypeCode | undefined {
  const digits = cardDigits(number);
  if (!/^\d+$/.test(digits)) return undefined;
  for (const rule of IIN_RULES) {
    if (digits.length < rule.len) continue;
    const prefix = Number(digits.slice(0, rule.len));
    if (prefix >= rule.from && prefix <= rule.to && rule.lengths.includes(digits.length)) return rule.type;
  }
  return undefined;
}

export function luhnValid(number: string): boolean {
  const digits = cardDigits(number);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A known type and a valid Luhn check digit, else "Credit card is invalid.". */
export function checkCardNumber(number: string): { ok: true; cardType: CardTypeCode } | { ok: false; message: string } {
  const cardType = detectCardType(number);
  if (!cardType || !luhnValid(number)) return { ok: false, message: CARD_MESSAGES.invalid };
  return { ok: true, cardType };
}

const EXPIRY_PATTERN = /^(0[1-9]|1[0-2])\/(\d{2})$/;

/** The first instant (UTC) of the expiry month, or undefined if not MM/YY. */
export function expiryMonthStart(expiry: string): Date | undefined {
  const m = EXPIRY_PATTERN.exec(expiry.trim());
  if (!m) return undefined;
  return new Date(Date.UTC(2000 + Number(m[2]), Number(m[1]) - 1, 1));
}

/**
 * Spec point 5: "It counts as expired after the first instant of that month" — read literally
 * (D-120): a card whose expiry is 12/26 is expired from 2026-12-01T00:00:00.001Z on (UTC).
 */
export function isCardExpired(expiry: string, now: Date): boolean {
  const start = expiryMonthStart(expiry);
  if (!start) return true;
  return now.getTime() > start.getTime();
}

export function checkExpiry(expiry: string, now: Date): string | undefined {
  if (!expiryMonthStart(expiry)) return CARD_MESSAGES.expiryFormat;
  return isCardExpired(expiry, now) ? CARD_MESSAGES.expired : undefined;
}

/** CVV is 3 digits, or 4 for American Express. */
export function cvvValid(cvv: string, cardType: CardTypeCode | undefined): boolean {
  return cardType === CARD_TYPES.amex ? /^\d{4}$/.test(cvv) : /^\d{3}$/.test(cvv);
}

/** "************1111": one asterisk per hidden digit, the last four shown. */
export function maskCardNumber(number: string): string {
  const digits = cardDigits(number);
  return '*'.repeat(Math.max(0, digits.length - 4)) + digits.slice(-4);
}

export const MASKED_CARD_NUMBER = /^\*{8,15}\d{4}$/;

const cardholderName = (message: string) =>
  z
    .string({ error: message })
    .transform(cleanText)
    .pipe(z.string().min(1, message).max(250).regex(NAME_PATTERN, message));

/**
 * The card entry form (spec point 3 "Entry form", point 6 field names). Used by the sandbox's
 * hosted form only: our own API never receives it. `now` is passed so the rule stays pure.
 */
export function cardEntrySchema(now: () => Date = () => new Date()) {
  return z
    .object({
      cardholderFirstName: cardholderName(CARD_MESSAGES.firstName),
      cardholderLastName: cardholderName(CARD_MESSAGES.lastName),
      cardNumber: z.string().transform(cardDigits),
      expiry: z.string().trim(),
      cvv: z.string().trim(),
      consent: z.boolean(),
      saveCard: z.boolean().default(true),
    })
    .superRefine((v, ctx) => {
      const number = checkCardNumber(v.cardNumber);
      if (!number.ok) ctx.addIssue({ code: 'custom', path: ['cardNumber'], message: number.message });
      const expiry = checkExpiry(v.expiry, now());
      if (expiry) ctx.addIssue({ code: 'custom', path: ['expiry'], message: expiry });
      if (!cvvValid(v.cvv, number.ok ? number.cardType : detectCardType(v.cardNumber))) ctx.addIssue({ code: 'custom', path: ['cvv'], message: CARD_MESSAGES.cvv });
      if (v.consent !== true) ctx.addIssue({ code: 'custom', path: ['consent'], message: CARD_MESSAGES.consent });
    });
}
export type CardEntry = z.output<ReturnType<typeof cardEntrySchema>>;
