import type { AccessClaims } from '../identity/access-token';
import { DomainError } from '../shared/errors';

/** What a caller may see of a capability's analysis jobs: one practice's. (An Analyst role would add a distributor-wide scope.) */
export interface AnalysisScope {
  practiceId: string;
}

/**
 * The shape of each analysis capability's one access rule (domain/<capability>/access.ts, issue
 * #32): the customer groups it is for, the caller's scope (403 for anyone else, or an account
 * without a practice), and whether a viewer may follow a job of a practice (the live channel).
 */
export function capabilityAccess(groups: readonly string[], forbiddenMessage: string) {
  return {
    groups,
    scopeOf(claims: Pick<AccessClaims, 'customerGroup' | 'practiceId'>): AnalysisScope {
      if (!groups.includes(claims.customerGroup)) throw new DomainError('forbidden', 'FORBIDDEN', forbiddenMessage);
      if (!claims.practiceId) throw new DomainError('forbidden', 'FORBIDDEN', 'This account is not attached to a practice.');
      return { practiceId: claims.practiceId };
    },
    mayFollow(viewer: { customerGroup: string; practiceId?: string | null }, practiceId: string | null): boolean {
      return groups.includes(viewer.customerGroup) && !!viewer.practiceId && viewer.practiceId === practiceId;
    },
  };
}
