import type { AddLocationInput, AddLocationReply } from '@domain/practices/api-schemas';
import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { practiceKeys } from './keys';

/** POST /api/customer/location/add (administrator): a new location of the practice. */
export function addLocation(input: AddLocationInput): Promise<AddLocationReply> {
  return apiClient.command('/customer/location/add', input);
}

export function useAddLocation(practiceId: string) {
  return useInvalidatingMutation(addLocation, [practiceKeys.practice(practiceId)]);
}
