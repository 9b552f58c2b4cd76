import { queryOptions, useQuery } from '@tanstack/react-query';
import { type InvitePatientView, invitePatientView } from '@domain/invites/api-schemas';
import { apiClient } from '@/lib/api-client';
import { inviteKeys } from './keys';

/** POST /api/customer/inviteeligibility: one patient's invite status and the rules an invite would fail. */
export async function getInviteEligibility(accountNumber: string, signal?: AbortSignal): Promise<InvitePatientView> {
  return invitePatientView.parse(await apiClient.query<unknown>('/customer/inviteeligibility', { accountNumber }, signal ? { signal } : {}));
}

export function inviteEligibilityQueryOptions(accountNumber: string) {
  return queryOptions({ queryKey: inviteKeys.eligibility(accountNumber), queryFn: ({ signal }) => getInviteEligibility(accountNumber, signal) });
}

export function useInviteEligibility(accountNumber: string) {
  return useQuery(inviteEligibilityQueryOptions(accountNumber));
}
