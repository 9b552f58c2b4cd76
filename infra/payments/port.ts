/**
 * Payment-provider port (issue #5, PCI SAQ-A style): card numbers and CVVs are entered only in
 * the provider's hosted form; our APIs see tokens and masked numbers, never a card number.
 * Adapters: the built-in sandbox (infra/payments/sandbox/*), a real provider later.
 */
export type CardType = '001' | '002' | '003' | '004';

export interface TokenizedCard {
  /** The provider's reusable payment token. */
  token: string;
  maskedCardNumber: string;
  cardType: CardType;
  /** MM/YY */
  expiry: string;
}

export interface ChargeRequest {
  token: string;
  amountCents: number;
  /** Our order id: the provider refuses a second charge for the same reference. */
  reference: string;
  /** Same key → same answer, never a second charge. */
  idempotencyKey: string;
}

export type ChargeResult =
  | { status: 'authorized'; transactionId: string }
  | { status: 'declined'; reason: string };

export interface PaymentProvider {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

/** Name → value pairs of a signature-style (Secure Acceptance–like) request or response. */
export type SignedFields = Record<string, string>;

/** A card the provider tokenized, with the account it was tokenized for. */
export interface StoredToken extends TokenizedCard {
  /** Account number the signed request named (the card's owner). */
  owner: string;
}

/**
 * A provider with a hosted card form (helper Y, issue #5): our API signs the request fields,
 * the browser opens the provider's form with them, the provider answers with signed response
 * fields carrying a token and the masked number. The card number stays inside the provider.
 */
export interface HostedPaymentProvider extends PaymentProvider {
  /** Path (or URL) of the hosted card form; the signed fields go in its query string. */
  readonly formUrl: string;
  /** Adds signed_field_names, signed_date_time and signature to the request fields. */
  signRequest(fields: SignedFields): Promise<SignedFields>;
  /** True when the response fields carry a valid signature over their signed_field_names. */
  verifyResponse(fields: SignedFields): Promise<boolean>;
  /** The stored card behind a token this provider issued, or undefined. */
  lookupToken(token: string): Promise<StoredToken | undefined>;
}

export function isHostedPaymentProvider(provider: PaymentProvider | undefined): provider is HostedPaymentProvider {
  return !!provider && typeof (provider as Partial<HostedPaymentProvider>).signRequest === 'function' && typeof (provider as Partial<HostedPaymentProvider>).lookupToken === 'function';
}
