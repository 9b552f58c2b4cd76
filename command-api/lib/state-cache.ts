/** A stream's state folded by one fold (a decider's `initialState` + `evolve`), at a version of the stream. */
export interface Folded<State> {
  state: State;
  /** The stream's version the state includes (-1: the stream did not exist). */
  version: number;
}

/** What identifies a fold: its `evolve` function (module-level, so the same for every request). */
export type FoldKey = object;

interface Kept extends Folded<unknown> {
  bytes: number;
}

interface Entry {
  folds: Map<FoldKey, Kept>;
  /** ENTRY_OVERHEAD + the folds' bytes. */
  bytes: number;
}

export interface StateCacheStats {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
}

/** Per stream: its key, the map of folds, about 100 bytes; per fold about 60 more besides the state. */
const ENTRY_OVERHEAD = 100;
const FOLD_OVERHEAD = 60;

/**
 * The command API's aggregate state cache (issue #19, D-500): per stream, the state each fold made
 * of it at a version, least recently used first out once the approximate size (the states' JSON
 * length, two bytes a character) passes `maxBytes`. States are deep-frozen when kept: every
 * request that reads one shares the same object, so an `evolve` or `decide` that changed it in
 * place would corrupt the others; frozen, it throws instead.
 *
 * A kept state may be stale (another process appended since): the command path never trusts it
 * for an outcome without checking — an append names the versions it decided on (stale: a
 * conflict, re-read from the kept version), and a refusal or no-op on a kept state is re-checked
 * against the log (command-api/lib/request-store.ts).
 */
export class StateCache {
  private readonly streams = new Map<string, Entry>();
  private size = 0;
  private hits = 0;
  private misses = 0;

  constructor(readonly maxBytes: number) {}

  get<State>(streamId: string, fold: FoldKey): Folded<State> | undefined {
    const entry = this.streams.get(streamId);
    const found = entry?.folds.get(fold);
    if (!entry || !found) {
      this.misses++;
      return undefined;
    }
    this.hits++;
    // Most recently used last: re-insert.
    this.streams.delete(streamId);
    this.streams.set(streamId, entry);
    return { state: found.state as State, version: found.version };
  }

  /** Keeps a state unless the cache already has a newer one of the same fold (a slower request must not go back). */
  set<State>(streamId: string, fold: FoldKey, folded: Folded<State>): void {
    if (this.maxBytes <= 0) return;
    const existing = this.streams.get(streamId);
    const current = existing?.folds.get(fold);
    if (current && current.version > folded.version) return;
    const kept: Kept = { state: deepFreeze(folded.state), version: folded.version, bytes: FOLD_OVERHEAD + approximateBytes(folded.state) };
    const entry: Entry = existing ?? { folds: new Map(), bytes: ENTRY_OVERHEAD };
    const before = existing ? entry.bytes : 0;
    entry.bytes += kept.bytes - (current?.bytes ?? 0);
    entry.folds.set(fold, kept);
    this.streams.delete(streamId);
    this.streams.set(streamId, entry);
    this.size += entry.bytes - before;
    this.evict();
  }

  /** Forgets a stream (appended to outside the cache's path, in this process). */
  invalidate(streamId: string): void {
    const entry = this.streams.get(streamId);
    if (!entry) return;
    this.streams.delete(streamId);
    this.size -= entry.bytes;
  }

  stats(): StateCacheStats {
    return { entries: this.streams.size, bytes: this.size, hits: this.hits, misses: this.misses };
  }

  private evict(): void {
    for (const [streamId, entry] of this.streams) {
      if (this.size <= this.maxBytes) return;
      this.streams.delete(streamId);
      this.size -= entry.bytes;
    }
  }
}

/** Two bytes per character of the state's JSON: strings dominate what states hold. */
function approximateBytes(state: unknown): number {
  try {
    return 2 * (JSON.stringify(state)?.length ?? 0);
  } catch {
    return 4096; // not JSON (a BigInt, a cycle): count it as a large state
  }
}

/** Freezes a state and everything it holds; parts already frozen (kept before) are not walked again. */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  return value;
}
