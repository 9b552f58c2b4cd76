import type { AddLocationInput } from '@domain/practices/manage-practice';
import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { practiceKeys } from './keys';

/** POST /api/customer/location/add (administrator): a new location of the practice. */
export function addLocation(input: AddLocationInput): Promise<{ practiceId: string; locationId: string; position: number }> {
  return apiClient.command('/customer/location/add', input);
}

export function useAddLocation(practiceId: string) {
  return useInvalidatingMutation(addLocation, [practiceKeys.practice(practiceId)]);
}
