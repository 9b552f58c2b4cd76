import type { AccessRequestReply, CreateAccessRequestInput } from '@domain/access-requests/api-schemas';
import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { accessRequestKeys } from './keys';

/** POST /api/customer/accessRequest/create (e-mail). */
export function createAccessRequest(input: CreateAccessRequestInput): Promise<AccessRequestReply> {
  return apiClient.command('/customer/accessRequest/create', input);
}

export function useCreateAccessRequest() {
  return useInvalidatingMutation(createAccessRequest, [accessRequestKeys.location()]);
}
