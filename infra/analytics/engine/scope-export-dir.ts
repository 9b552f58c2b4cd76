import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';

/**
 * Where the export of a caller's scope lives: `${ANALYTICS_DIR}/all` for every practice, else the
 * practice's folder. Mirrors the exporter's layout (infra/analytics/export/export-paths.ts).
 */
export function analysisRoot(env: NodeJS.ProcessEnv = process.env): string {
  if (env.ANALYTICS_DIR) return resolve(env.ANALYTICS_DIR);
  const dataDir = env.DATA_DIR || './data';
  if (dataDir === ':memory:') return join(tmpdir(), 'lensloop-analytics');
  return resolve(dataDir, 'analytics');
}

export function scopeExportDir(scope: { practiceId: string | null }, root: string = analysisRoot()): string {
  return join(root, scope.practiceId === null ? 'all' : `practice-${scope.practiceId.replace(/[^A-Za-z0-9-]/g, '')}`);
}
