import { queryOptions, useQuery } from '@tanstack/react-query';
import { smsNumberStatus, type SmsNumberStatus } from '@domain/security/api-schemas';
import { MESSAGES } from '@domain/shared/errors';
import { apiClient } from '@/lib/api-client';
import { parseReply } from '@/lib/parse-reply';
import { mfaKeys } from './keys';

/** POST /api/customer/GetSMSNumber: the SMS number, whether it is verified, and the two-factor state. */
export async function getSmsNumber(signal?: AbortSignal): Promise<SmsNumberStatus> {
  return parseReply(smsNumberStatus, await apiClient.query<unknown>('/customer/GetSMSNumber', {}, signal ? { signal } : {}), MESSAGES.somethingWentWrong);
}

export function smsNumberQueryOptions() {
  return queryOptions({ queryKey: mfaKeys.smsNumber(), queryFn: ({ signal }) => getSmsNumber(signal) });
}

export function useSmsNumber(options: { enabled?: boolean } = {}) {
  return useQuery({ ...smsNumberQueryOptions(), enabled: options.enabled ?? true });
}
