import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { CartReply } from './types';

export interface CreateCartInput {
  customerId: string;
  prescriptionId: string;
  rightEyeBoxes?: number;
  leftEyeBoxes?: number;
}

/** POST /api/order/createcart: a cart for one prescription with boxes per eye. */
export function createCart(input: CreateCartInput): Promise<CartReply> {
  return apiClient.command('/order/createcart', input);
}

export function useCreateCart() {
  return useMutation({ mutationFn: createCart });
}
