import { engineLimits } from './engine-limits';
import { ScopeEngines } from './scope-engines';

let engines: ScopeEngines | null = null;

/** The process's analysis engines (one per scope's export folder), made on first use with the environment's limits. */
export function sharedEngines(): ScopeEngines {
  engines ??= new ScopeEngines(engineLimits());
  return engines;
}

/** Closes them (the process stops, a test ends); the next use opens fresh ones with the environment's limits then. */
export function closeSharedEngines(): void {
  engines?.closeAll();
  engines = null;
}
