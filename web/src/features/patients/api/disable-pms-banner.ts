import type { PositionReply } from '@domain/patients/api-schemas';
import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { pmsStatusKeys } from './get-pms-status';

export type PmsBanner = 'integration' | 'update';

/** POST /api/customer/disablepmsintegrationbanner or /api/customer/disablepmsupdatebanner. */
export async function disablePmsBanner(banner: PmsBanner): Promise<PositionReply> {
  const path = banner === 'integration' ? '/customer/disablepmsintegrationbanner' : '/customer/disablepmsupdatebanner';
  return apiClient.command<PositionReply>(path, {});
}

export function useDisablePmsBanner() {
  return useInvalidatingMutation(disablePmsBanner, [pmsStatusKeys.all]);
}
