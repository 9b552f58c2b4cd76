import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerProfile, type CustomerProfile } from '@domain/identity/api-schemas';
import { apiClient } from '@/lib/api-client';
import { parseReply } from '@/lib/parse-reply';

/** POST /api/customer/get {accountNumber}: one of the practice's patients, with the patient flags. */
export async function getPatient(accountNumber: string, signal?: AbortSignal): Promise<CustomerProfile> {
  const reply = await apiClient.query<unknown>('/customer/get', { accountNumber }, signal ? { signal } : {});
  return parseReply(customerProfile, reply);
}

/** The one place the patient profile query keys are written. */
export const patientKeys = {
  all: ['patients', 'profile'] as const,
  profile: (accountNumber: string) => [...patientKeys.all, accountNumber] as const,
};

export function patientQueryOptions(accountNumber: string) {
  return queryOptions({ queryKey: patientKeys.profile(accountNumber), queryFn: ({ signal }) => getPatient(accountNumber, signal) });
}

export function usePatient(accountNumber: string) {
  return useQuery(patientQueryOptions(accountNumber));
}
