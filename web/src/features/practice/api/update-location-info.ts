import type { UpdateLocationInfoReply, UpdateLocationInfoValues } from '@domain/practices/api-schemas';
import { LOCATION_UPDATE_ERROR } from '@domain/practices/update-location-info';
import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { practiceRefusalMessage } from '@/features/practice/refusal-message';
import { practiceKeys } from './keys';

/** POST /api/customer/location/update: a location's name, address and phone (administrator: any; staff: their own). */
export function updateLocationInfo(values: UpdateLocationInfoValues): Promise<UpdateLocationInfoReply> {
  return apiClient.command('/customer/location/update', {
    ...(values.locationId ? { locationId: values.locationId } : {}),
    name: values.name,
    phone: values.phone ?? '',
    address: { ...values.address, address2: values.address.address2 ?? '' },
  });
}

export function useUpdateLocationInfo(practiceId: string) {
  return useInvalidatingMutation(updateLocationInfo, [practiceKeys.practice(practiceId)]);
}

export function locationUpdateErrorMessage(error: unknown): string {
  return practiceRefusalMessage(error, {
    forbidden: 'You can change your own location only. Ask your practice administrator.',
    fallback: LOCATION_UPDATE_ERROR,
    withFieldErrors: true,
  });
}
