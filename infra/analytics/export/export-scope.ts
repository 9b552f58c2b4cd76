import { makePseudonymiser, pseudonymSecret } from './pseudonymiser';
import { type ExportScope, exportScope } from './export-paths';

/** The export scope of a practice (null: all practices), by the deployment's pseudonym secret. */
export function exportScopeFor(practiceId: string | null, secret: string = pseudonymSecret()): ExportScope {
  return exportScope(practiceId === null ? null : makePseudonymiser(secret)('practice', practiceId));
}
