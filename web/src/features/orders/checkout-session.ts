import type { CartReply, DeliveryAddressInput } from '@domain/ordering/api-schemas';
import type { CardTypeCode } from '@domain/payments/card-rules';
import type { ChosenShipping } from './order-shipping';

/**
 * The checkout's saved session data (spec point 4 "Order wizard"): sessionStorage only, cleared
 * when the patient leaves the checkout. The hosted card form's redirect (/checkout/token) leaves
 * the signed response here for the checkout (or the add-payment page) to pick up.
 */
export interface CheckoutSession {
  cartId: string;
  prescriptionId: string;
  /** How many checkout steps are complete (the order wizard's `completed`): 0 none, 1 address, 2 shipping method. */
  completed: number;
  address?: DeliveryAddressInput;
  deliveryModeId?: string;
  /** The shipping method as the shipping step showed it (label, estimate, dates). */
  shipping?: ChosenShipping;
  /** The cart's last reply (its running summary, issue #18). */
  cart?: CartReply;
  /** Each eye's product as the summary names it. */
  products?: Partial<Record<'OD' | 'OS', string>>;
}

const CHECKOUT_KEY = 'lensloop.checkout';
const TOKEN_KEY = 'lensloop.checkout.token';
const RETURN_KEY = 'lensloop.checkout.return';

function store(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

function read<T>(key: string): T | null {
  const raw = store()?.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export const checkoutSession = {
  get: (): CheckoutSession | null => read<CheckoutSession>(CHECKOUT_KEY),
  set: (value: CheckoutSession): void => store()?.setItem(CHECKOUT_KEY, JSON.stringify(value)),
  clear: (): void => {
    store()?.removeItem(CHECKOUT_KEY);
    store()?.removeItem(TOKEN_KEY);
    store()?.removeItem(RETURN_KEY);
  },
  /** The hosted form's signed response, left by /checkout/token. */
  takeToken: (): Record<string, string> | null => {
    const fields = read<Record<string, string>>(TOKEN_KEY);
    store()?.removeItem(TOKEN_KEY);
    return fields;
  },
  putToken: (fields: Record<string, string>): void => store()?.setItem(TOKEN_KEY, JSON.stringify(fields)),
  /** Where /checkout/token goes back to (the page that opened the form). */
  setReturnTo: (path: string): void => store()?.setItem(RETURN_KEY, path),
  returnTo: (): string | null => store()?.getItem(RETURN_KEY) ?? null,
};

/** What the hosted form answers, reduced to what checkout and saving need. */
export interface CardToken {
  token: string;
  maskedCardNumber: string;
  cardType: CardTypeCode;
  saveCard: boolean;
}

export function cardTokenOf(fields: Record<string, string>): CardToken | { error: string } {
  if (fields.decision !== 'ACCEPT' || !fields.payment_token) return { error: fields.message || 'The card was not accepted. Please try another card.' };
  return { token: fields.payment_token, maskedCardNumber: fields.req_card_number ?? '', cardType: (fields.req_card_type ?? '') as CardTypeCode, saveCard: fields.save_card !== 'false' };
}
