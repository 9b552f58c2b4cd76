import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { prescriptionKeys } from './keys';
import { prescriptionListSchema, type PrescriptionList } from './types';

/** Spec point 3 filters of the prescription list. */
export interface PrescriptionFilters {
  prescribedBy?: string;
  isExpired?: boolean;
  isActive?: boolean;
  status?: 'active' | 'expired';
  dueForReorder?: boolean;
}

/** POST /api/prescription/get: a patient's prescriptions, newest expiration first. `null` = the signed-in patient's own. */
export async function getPrescriptions(accountNumber: string | null, filters: PrescriptionFilters = {}, signal?: AbortSignal): Promise<PrescriptionList> {
  const body = accountNumber ? { patientAccountNumber: accountNumber, ...filters } : { ...filters };
  return prescriptionListSchema.parse(await apiClient.query<unknown>('/prescription/get', body, signal ? { signal } : {}));
}

export function prescriptionsQueryOptions(accountNumber: string | null, filters: PrescriptionFilters = {}) {
  return queryOptions({
    queryKey: prescriptionKeys.list(accountNumber, { ...filters }),
    queryFn: ({ signal }) => getPrescriptions(accountNumber, filters, signal),
  });
}

export function usePrescriptions(accountNumber: string | null, filters: PrescriptionFilters = {}) {
  return useQuery(prescriptionsQueryOptions(accountNumber, filters));
}
