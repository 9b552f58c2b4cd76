import { join } from 'node:path';
import { ALL_SCOPE, analyticsDir } from '../export/export-paths';

/**
 * Where the export of a caller's scope lives (the exporter's layout, infra/analytics/export/export-paths.ts):
 * `${ANALYTICS_DIR}/all` for every practice (an analyst), else the practice's folder.
 *
 * The practice's folder is named by the exporter after the practice's pseudonym; until the
 * exporter's pseudonym function is merged here, a practice's folder is `practice-<practice id>`
 * (D-803: swap for `scopeDir(exportScope(pseudonym))` when it lands).
 */
export function scopeExportDir(scope: { practiceId: string | null }, root: string = analyticsDir()): string {
  return scope.practiceId === null ? join(root, ALL_SCOPE) : join(root, `practice-${scope.practiceId.replace(/[^A-Za-z0-9-]/g, '')}`);
}
