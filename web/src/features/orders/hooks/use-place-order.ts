import { useEffect } from 'react';
import type { CartReply, CheckOutInput } from '@domain/ordering/api-schemas';
import { useCheckOut } from '@/features/orders/api/check-out';
import { useReviewCart } from '@/features/orders/api/review-cart';

/** A checkout mode with its fields (point of sale, a new card's token, a saved card), for the cart under review. */
export type CheckOutPayment = CheckOutInput extends infer T ? (T extends unknown ? Omit<T, 'cartId'> : never) : never;

interface PlaceOrderOptions {
  cartId: string;
  /** The reviewed cart, for the summary beside the step. */
  onCart: (cart: CartReply) => void;
  onError?: ((error: unknown) => void) | undefined;
  onPlaced: (salesOrderID: string) => void;
}

/**
 * The last step of both order flows (the patient's Payment and Order, the practice's Review and
 * Order): the cart is reviewed when the step opens (cart flow "Review it"), then /order/CheckOut with
 * the step's way of paying under one Idempotency-Key, so a retried click replays its first answer.
 */
export function usePlaceOrder({ cartId, onCart, onError, onPlaced }: PlaceOrderOptions) {
  const review = useReviewCart();
  const checkOut = useCheckOut();
  const { mutate: reviewMutate } = review;
  useEffect(() => {
    reviewMutate(cartId, { onSuccess: onCart, ...(onError ? { onError } : {}) });
  }, [reviewMutate, cartId, onCart, onError]);
  const place = (payment: CheckOutPayment, idempotencyKey: string) =>
    checkOut.mutate({ ...payment, cartId, idempotencyKey }, { onSuccess: (placed) => onPlaced(placed.salesOrderID), ...(onError ? { onError } : {}) });
  return { review, checkOut, place };
}
