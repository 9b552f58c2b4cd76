import { useMutation } from '@tanstack/react-query';
import type { CartReply, CreateCartInput } from '@domain/ordering/api-schemas';
import { apiClient } from '@/lib/api-client';

/** POST /api/order/createcart: a cart for one prescription with boxes per eye. */
export function createCart(input: CreateCartInput): Promise<CartReply> {
  return apiClient.command('/order/createcart', input);
}

export function useCreateCart() {
  return useMutation({ mutationFn: createCart });
}
