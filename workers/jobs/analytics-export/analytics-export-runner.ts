import { closeSync, existsSync, openSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { exportScopeFor } from '../../../infra/analytics/export/export-scope';
import { analyticsDir, scopeDir, stateDir } from '../../../infra/analytics/export/export-paths';
import { pseudonymSecret } from '../../../infra/analytics/export/pseudonymiser';
import { runAnalyticsExport } from '../../../infra/analytics/export/run-export';
import type { EventStore } from '../../../infra/event-store/port';
import { PermanentJobError } from '../../../infra/queue/permanent-job-error';
import type { AnalysisKindRunner } from '../analysis/analysis-runner';

function isAlive(pid: number): boolean {
  try {
    return Number.isInteger(pid) && pid > 0 && process.kill(pid, 0);
  } catch {
    return false;
  }
}

/** A scope's folder is written by one export at a time: a lock file with the writer's pid. */
function lockScope(dir: string): () => void {
  const sdir = stateDir(dir);
  mkdirSync(sdir, { recursive: true });
  const file = join(sdir, 'lock');
  if (existsSync(file)) {
    const pid = Number(readFileSync(file, 'utf8'));
    if (isAlive(pid)) throw new Error('another export of this scope is running; this one will be tried again');
    rmSync(file, { force: true });
  }
  const fd = openSync(file, 'wx');
  writeFileSync(fd, String(process.pid));
  closeSync(fd);
  return () => rmSync(file, { force: true });
}

/**
 * The analytics export's work as an analysis job (issue #32, D-760 mechanism): writes (or continues)
 * the scope's export in `${ANALYTICS_DIR}/<scope>/` — all practices for an analyst's job
 * (practiceId null), one practice for an administrator's — with progress per batch. Deleting an
 * export removes the scope's folder (D-730); the next export starts it again from zero.
 */
export function analyticsExportRunner(deps: { store: EventStore; root?: string; secret?: string; batchSize?: number }): AnalysisKindRunner {
  const secret = () => {
    try {
      return deps.secret ?? pseudonymSecret();
    } catch (err) {
      throw new PermanentJobError((err as Error).message);
    }
  };
  const folderOf = (practiceId: string | null, s: string) => scopeDir(exportScopeFor(practiceId, s), deps.root ?? analyticsDir());
  return {
    async run({ practiceId, progress }) {
      const s = secret();
      const out = folderOf(practiceId, s);
      const unlock = lockScope(out);
      try {
        const summary = await runAnalyticsExport(deps.store, { out, secret: s, practiceId, ...(deps.batchSize ? { batchSize: deps.batchSize } : {}), onProgress: (p) => progress(p.done, p.total) });
        return { scope: exportScopeFor(practiceId, s), run: summary.run, events: summary.events, files: summary.files, factMonthsRewritten: summary.factMonthsRewritten };
      } finally {
        unlock();
      }
    },
    async removeOutput({ params }) {
      const practiceId = typeof params.practiceId === 'string' ? params.practiceId : null;
      const out = folderOf(practiceId, secret());
      if (!existsSync(out)) return;
      const unlock = lockScope(out);
      unlock();
      rmSync(out, { recursive: true, force: true });
    },
  };
}
