import type { AccessClaims } from '../../../domain/identity/access-token';
import { analysisScope } from '../../../domain/analysis/access';
import { ANALYSIS_MESSAGES, EXPORT_NOT_FOUND } from '../../../domain/analysis/messages';
import { DomainError } from '../../../domain/shared/errors';
import type { Sandbox } from '../../../infra/analytics/engine/open-sandbox';
import { scopeExportDir } from '../../../infra/analytics/engine/scope-export-dir';
import { sharedEngines } from '../../../infra/analytics/engine/shared-engines';

type Claims = Pick<AccessClaims, 'customerGroup' | 'practiceId'>;

/** Runs `work` on the engine over the caller's scope's export; 404 EXPORT_NOT_FOUND when there is none yet. */
export async function onScopeEngine<T>(claims: Claims, work: (sandbox: Sandbox) => Promise<T>): Promise<T> {
  const held = await holdScopeEngine(claims);
  try {
    return await work(held.sandbox);
  } finally {
    held.release();
  }
}

/** The engine over the caller's scope's export, held until released (a streamed download); 404 when there is no export yet. */
export async function holdScopeEngine(claims: Claims): Promise<{ sandbox: Sandbox; release(): void }> {
  const held = await sharedEngines().acquire(scopeExportDir(analysisScope(claims)));
  if (!held) throw new DomainError('not_found', EXPORT_NOT_FOUND, ANALYSIS_MESSAGES.noExport);
  return held;
}
