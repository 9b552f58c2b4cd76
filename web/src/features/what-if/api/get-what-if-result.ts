import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WhatIfResultReply } from '@domain/what-if/api-schemas';
import { apiClient } from '@/lib/api-client';
import { whatIfKeys } from './keys';

type Params = { jobId: string; limit: number; offset: number };

/** GET /api/what-if/result: a finished what-if's figures (rows paged). */
export function getWhatIfResult(params: Params, signal?: AbortSignal): Promise<WhatIfResultReply> {
  return apiClient.get('/what-if/result', params, signal ? { signal } : {});
}

export function whatIfResultQueryOptions(params: Params) {
  return queryOptions({ queryKey: whatIfKeys.result(params), queryFn: ({ signal }) => getWhatIfResult(params, signal) });
}

export function useWhatIfResult(params: Params) {
  return useQuery({ ...whatIfResultQueryOptions(params), placeholderData: keepPreviousData, retry: false });
}
