import { useQuery } from '@tanstack/react-query';
import type { SessionConfigReply } from '@domain/security/api-schemas';
import { sessionConfigQueryOptions } from '@/lib/session-config';

const featureFlagsOf = (reply: SessionConfigReply) => reply.featureFlags;

/** The deployment's feature flags (e.g. dateOfService), from POST /api/session/config (one read shared with the session timers). */
export function useFeatureFlags() {
  return useQuery({ ...sessionConfigQueryOptions(), select: featureFlagsOf });
}
