import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetConfigsReply } from '@domain/rewards/api-schemas';
import { apiClient } from '@/lib/api-client';
import { rewardsKeys } from './keys';

/** POST /api/order/rebate/getconfigs: the three manufacturers' programmes. */
export function getRebateConfigs(): Promise<GetConfigsReply> {
  return apiClient.query('/order/rebate/getconfigs', {});
}

export function rebateConfigsQueryOptions() {
  return queryOptions({ queryKey: rewardsKeys.configs(), queryFn: getRebateConfigs, staleTime: 10 * 60_000 });
}

export function useRebateConfigs() {
  return useQuery(rebateConfigsQueryOptions());
}

/** The programme the screens' ?manufacturer= names (unique name or id). */
export function useProgramme(manufacturer: string | null) {
  const configs = useRebateConfigs();
  const programme = configs.data?.manufacturers.find((m) => m.uniqueName === manufacturer || m.id === manufacturer) ?? null;
  return { ...configs, programme };
}
