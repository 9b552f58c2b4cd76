import type { AccessClaims } from '../identity/access-token';
import { ANALYTICS_EXPORT_GROUPS, analyticsExportScope } from '../analytics/access';

/**
 * Who questions the export (issue #32, "Who sees what"): the export's own rule
 * (domain/analytics/access.ts), so whoever may make an export reads exactly that export — an
 * Analyst the all-practices one, a practice administrator ('Practice') their own practice's;
 * everyone else (Staff, Patient, CSR, Operator) 403.
 */
export const ANALYSIS_GROUPS = ANALYTICS_EXPORT_GROUPS;

/** The caller's scope: null practice = every practice (the analyst's), else that practice's id. */
export interface AnalysisQueryScope {
  practiceId: string | null;
}

export function analysisScope(claims: Pick<AccessClaims, 'customerGroup' | 'practiceId'>): AnalysisQueryScope {
  return analyticsExportScope(claims);
}
