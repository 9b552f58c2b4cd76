import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { UpdateCalculation, updateCalculationInput } from '@domain/rewards/api-schemas';
import { apiClient } from '@/lib/api-client';
import { rewardsKeys } from './keys';

export type CalculationInput = z.input<typeof updateCalculationInput>;

/** POST /api/order/rebate/updatecalculation: the rebate and net cost of an order about to be placed. */
export function updateCalculation(input: CalculationInput, signal?: AbortSignal): Promise<UpdateCalculation> {
  return apiClient.query('/order/rebate/updatecalculation', input, signal ? { signal } : {});
}

export function calculationQueryOptions(input: CalculationInput) {
  return queryOptions({ queryKey: rewardsKeys.calculation(input), queryFn: ({ signal }) => updateCalculation(input, signal), retry: false });
}

export function useRebateCalculation(input: CalculationInput | null) {
  // The last figures stay while a new quantity is recalculated (no flicker as staff type).
  return useQuery({ ...calculationQueryOptions(input ?? ({} as CalculationInput)), enabled: !!input && ((input.orderDetails?.length ?? 0) > 0 || !!input.cartId), placeholderData: keepPreviousData });
}
