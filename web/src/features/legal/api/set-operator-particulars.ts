import type { OperatorParticulars, SetOperatorParticularsReply } from '@domain/legal/api-schemas';
import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { legalKeys } from './keys';

/** POST /api/support/operatorparticulars (CSR): the particulars the legal pages show. */
export function setOperatorParticulars(input: OperatorParticulars): Promise<SetOperatorParticularsReply> {
  return apiClient.command('/support/operatorparticulars', input);
}

export function useSetOperatorParticulars() {
  return useInvalidatingMutation(setOperatorParticulars, [legalKeys.particulars()]);
}
