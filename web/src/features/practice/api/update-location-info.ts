import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateLocationInfoReply, UpdateLocationInfoValues } from '@domain/practices/api-schemas';
import { LOCATION_UPDATE_ERROR } from '@domain/practices/update-location-info';
import { MESSAGES } from '@domain/shared/errors';
import { ApiError, apiClient } from '@/lib/api-client';
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

export function useUpdateLocationInfo(practiceId: string, onSaved?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLocationInfo,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: practiceKeys.practice(practiceId) });
      onSaved?.();
    },
  });
}

export function locationUpdateErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 400) return 'Please correct the highlighted fields.';
    if (error.status === 447) return MESSAGES.practiceBlocked;
    if (error.status === 448) return MESSAGES.creditOnHold;
    if (error.status === 403) return 'You can change your own location only. Ask your practice administrator.';
  }
  return LOCATION_UPDATE_ERROR;
}
