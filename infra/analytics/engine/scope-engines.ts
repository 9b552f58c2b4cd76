import { existsSync } from 'node:fs';
import type { EngineLimits } from './engine-limits';
import { exportSignature } from './export-tables-on-disk';
import { openSandbox, type Sandbox } from './open-sandbox';

interface Entry {
  signature: string;
  sandbox: Promise<Sandbox>;
  users: number;
  stale: boolean;
}

/**
 * One locked-down DuckDB per scope's export folder, kept while the folder is unchanged and
 * replaced when the export grows (a new table, partition or file: export-tables-on-disk.ts). A
 * replaced engine closes once its running queries are done. Each query has a connection of its
 * own, so one user's interrupt never stops another's.
 */
export class ScopeEngines {
  private readonly entries = new Map<string, Entry>();

  constructor(readonly limits: EngineLimits) {}

  /** Runs `work` on the folder's engine; null when the folder holds no exported table yet. */
  async use<T>(dir: string, work: (sandbox: Sandbox) => Promise<T>): Promise<T | null> {
    const held = await this.acquire(dir);
    if (!held) return null;
    try {
      return await work(held.sandbox);
    } finally {
      held.release();
    }
  }

  /**
   * The folder's engine, held until `release` (a streamed download outlives its route's handler);
   * null when the folder holds no exported table yet.
   */
  async acquire(dir: string): Promise<{ sandbox: Sandbox; release(): void } | null> {
    if (!existsSync(dir)) return null;
    const signature = exportSignature(dir);
    if (signature === '') return null;
    let entry = this.entries.get(dir);
    if (!entry || entry.signature !== signature) {
      if (entry) this.retire(entry);
      const sandbox = openSandbox(dir, this.limits);
      const fresh: Entry = { signature, sandbox, users: 0, stale: false };
      this.entries.set(dir, fresh);
      sandbox.catch(() => this.entries.get(dir) === fresh && this.entries.delete(dir));
      entry = fresh;
    }
    const current = entry;
    current.users++;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      current.users--;
      if (current.stale && current.users === 0) void current.sandbox.then((s) => s.close(), () => undefined);
    };
    try {
      return { sandbox: await current.sandbox, release };
    } catch (err) {
      release();
      throw err;
    }
  }

  /** Closes every engine (the process stops). */
  closeAll(): void {
    for (const entry of this.entries.values()) this.retire(entry);
    this.entries.clear();
  }

  private retire(entry: Entry): void {
    entry.stale = true;
    if (entry.users === 0) void entry.sandbox.then((s) => s.close(), () => undefined);
  }
}
