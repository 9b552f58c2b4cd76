import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { resolve } from 'node:path';

/** Who this process is, for the process registry, the metrics' info gauge and the traces' resource. */
export interface ProcessIdentity {
  /** Unique per process start: `<role>-<host>-<pid>-<random>`. */
  processId: string;
  /** command-api, query-api, workers, gateway, or platform (`npm start`: all in one). */
  role: string;
  /** The package version. */
  version: string;
  /** The git commit it runs (GIT_COMMIT, else `git rev-parse` of the checkout), when known. */
  commit: string | undefined;
  host: string;
  pid: number;
  startedAt: Date;
}

const ROOT = resolve(import.meta.dirname, '../..');
const started = new Date();
const suffix = randomBytes(3).toString('hex');
const identities = new Map<string, ProcessIdentity>();

/** This process's identity in a role (one per role: a test process may run several). */
export function processIdentity(role: string): ProcessIdentity {
  let identity = identities.get(role);
  if (!identity) {
    const host = hostname();
    identity = { processId: `${role}-${host}-${process.pid}-${suffix}`, role, version: packageVersion(), commit: gitCommit(), host, pid: process.pid, startedAt: started };
    identities.set(role, identity);
  }
  return identity;
}

let version: string | undefined;
function packageVersion(): string {
  try {
    version ??= String((JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as { version?: string }).version ?? 'unknown');
  } catch {
    version = 'unknown';
  }
  return version;
}

let commit: string | null | undefined;
function gitCommit(): string | undefined {
  if (commit === undefined) {
    commit = process.env.GIT_COMMIT?.trim() || null;
    if (!commit) {
      try {
        commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'], timeout: 2000 }).toString().trim() || null;
      } catch {
        commit = null; // no git here (a container image): GIT_COMMIT names it
      }
    }
  }
  return commit ?? undefined;
}
