import type { AccessClaims } from '../identity/access-token';
import { DomainError } from '../shared/errors';

/**
 * Who may export the de-identified history, and over what (issue #32, D-728): an Analyst over all
 * practices (scope practiceId null); a practice administrator (group 'Practice') over their own
 * practice only; everyone else (staff, patients, CSRs, operators) 403. One rule for the routes
 * (request, list, delete) and the live channel.
 */
export const ANALYTICS_EXPORT_GROUPS = ['Analyst', 'Practice'] as const;

export const ANALYTICS_EXPORT_FORBIDDEN = 'Only analysts and practice administrators can export the de-identified history.';

export interface AnalyticsExportScope {
  /** null: every practice (an analyst). */
  practiceId: string | null;
}

export function analyticsExportScope(claims: Pick<AccessClaims, 'customerGroup' | 'practiceId'>): AnalyticsExportScope {
  if (claims.customerGroup === 'Analyst') return { practiceId: null };
  if (claims.customerGroup === 'Practice') {
    if (!claims.practiceId) throw new DomainError('forbidden', 'FORBIDDEN', 'This account is not attached to a practice.');
    return { practiceId: claims.practiceId };
  }
  throw new DomainError('forbidden', 'FORBIDDEN', ANALYTICS_EXPORT_FORBIDDEN);
}

/** May this viewer follow an export of this scope (list it, see its progress)? */
export function mayFollowAnalyticsExport(viewer: { customerGroup: string; practiceId?: string | null }, practiceId: string | null): boolean {
  if (viewer.customerGroup === 'Analyst') return practiceId === null;
  return viewer.customerGroup === 'Practice' && !!viewer.practiceId && viewer.practiceId === practiceId;
}
