import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { getPrescriptionsReply, type GetPrescriptionsReply, type getPrescriptionsInput } from '@domain/prescriptions/api-schemas';
import { apiClient } from '@/lib/api-client';
import { prescriptionKeys } from './keys';

/** Spec point 3 filters of the prescription list. */
export type PrescriptionFilters = Omit<z.input<typeof getPrescriptionsInput>, 'patientAccountNumber' | 'prescriptionId'>;

/** POST /api/prescription/get: a patient's prescriptions, newest expiration first. `null` = the signed-in patient's own. */
export async function getPrescriptions(accountNumber: string | null, filters: PrescriptionFilters = {}, signal?: AbortSignal): Promise<GetPrescriptionsReply> {
  const body = accountNumber ? { patientAccountNumber: accountNumber, ...filters } : { ...filters };
  return getPrescriptionsReply.parse(await apiClient.query<unknown>('/prescription/get', body, signal ? { signal } : {}));
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
