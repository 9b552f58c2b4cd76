import { useState } from 'react';
import { boxesText, type CartReply } from '@domain/ordering/api-schemas';
import { useCreateCart } from '@/features/orders/api/create-cart';

/** The boxes per eye as typed, for the eyes the prescription has (an eye it lacks is absent). */
export type BoxesTexts = Partial<Record<'OD' | 'OS', string>>;

/** The boxes a text stands for when the rule accepts it, else none (what the figures beside the field count). */
export const boxesOf = (text: string): number => {
  const r = boxesText.safeParse(text);
  return r.success ? r.data : 0;
};

/**
 * The first step of both order flows (the patient's order start, the practice's Product Quantity):
 * the boxes per eye are checked by the API's own rule, its message next to the field once the user
 * asked to continue, then /order/createcart with the boxes of each eye the prescription has.
 */
export function useStartCart(accountNumber: string) {
  const createCart = useCreateCart();
  const [checked, setChecked] = useState(false);
  const errorOf = (text: string | undefined): string | undefined => (checked && text !== undefined ? boxesText.safeParse(text).error?.issues[0]?.message : undefined);
  /** The new cart, or undefined when a field is refused or the API answers an error (shown from `createCart.error`). */
  const start = (prescriptionId: string, texts: BoxesTexts): Promise<CartReply | undefined> => {
    setChecked(true);
    const od = texts.OD === undefined ? null : boxesText.safeParse(texts.OD);
    const os = texts.OS === undefined ? null : boxesText.safeParse(texts.OS);
    if ((od && !od.success) || (os && !os.success)) return Promise.resolve(undefined);
    const boxes = { ...(od?.success ? { rightEyeBoxes: od.data } : {}), ...(os?.success ? { leftEyeBoxes: os.data } : {}) };
    return createCart.mutateAsync({ customerId: accountNumber, prescriptionId, ...boxes }).catch(() => undefined);
  };
  return { createCart, errorOf, start };
}
