import type { AccessClaims } from '../identity/access-token';
import { DomainError } from '../shared/errors';
import { ANALYSIS_MESSAGES } from './messages';

/**
 * Who questions the export (issue #32, "Who sees what"): an Analyst the all-practices export, a
 * practice administrator ('Practice' group) their own practice's only; everyone else (Staff,
 * Patient, CSR, Operator) 403. The export's own rule (domain/analytics/access.ts) is the same.
 */
export const ANALYSIS_GROUPS = ['Analyst', 'Practice'] as const;

/** The caller's scope: null practice = every practice (the analyst's), else that practice's id. */
export interface AnalysisQueryScope {
  practiceId: string | null;
}

export function analysisScope(claims: Pick<AccessClaims, 'customerGroup' | 'practiceId'>): AnalysisQueryScope {
  if (claims.customerGroup === 'Analyst') return { practiceId: null };
  if (claims.customerGroup === 'Practice' && claims.practiceId) return { practiceId: claims.practiceId };
  throw new DomainError('forbidden', 'FORBIDDEN', ANALYSIS_MESSAGES.forbidden);
}
