import { analyticsDir, exportScope, scopeDir } from '../export/export-paths';
import { makePseudonymiser, pseudonymSecret } from '../export/pseudonymiser';

let pseudonymise: ReturnType<typeof makePseudonymiser> | null = null;

/**
 * Where the export of a caller's scope lives — the exporter's own layout and naming
 * (infra/analytics/export/export-paths.ts): `${ANALYTICS_DIR}/all` for every practice (an analyst),
 * `${ANALYTICS_DIR}/practice-<the practice's pseudonym>` for a practice administrator.
 */
export function scopeExportDir(scope: { practiceId: string | null }, root: string = analyticsDir()): string {
  if (scope.practiceId === null) return scopeDir(exportScope(null), root);
  pseudonymise ??= makePseudonymiser(pseudonymSecret());
  return scopeDir(exportScope(pseudonymise('practice', scope.practiceId)), root);
}
