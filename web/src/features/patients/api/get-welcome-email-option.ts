import { useQuery } from '@tanstack/react-query';
import type { SessionConfigReply } from '@domain/security/api-schemas';
import { sessionConfigQueryOptions } from '@/lib/session-config';

const offersWelcomeEmailOption = (reply: SessionConfigReply) => reply.featureFlags.includes('welcomeEmailOption');

/** Whether the deployment offers the staff-only "skip the welcome e-mail" option (feature flag `welcomeEmailOption`, spec point 6), from POST /api/session/config. */
export function useWelcomeEmailOption() {
  return useQuery({ ...sessionConfigQueryOptions(), select: offersWelcomeEmailOption });
}
