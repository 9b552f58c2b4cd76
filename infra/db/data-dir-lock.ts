import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid} (npm start?). ` +
        'PGlite can be opened by one process at a time: stop that process first, or use DATABASE_URL.',
    );
    this.name = 'DataDirLockedError';
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite does not lock its data directory, and two processes writing one directory corrupt it.
 * A pid file guards it: taken on open, refused while its owner lives, taken over if the owner died.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, '.lensloop.pid');
  let owner: number | undefined;
  try {
    owner = Number(readFileSync(file, 'utf8').trim()) || undefined;
  } catch {
    /* no lock file */
  }
  if (owner && owner !== process.pid && alive(owner)) throw new DataDirLockedError(dataDir, owner);
  writeFileSync(file, String(process.pid));
  return () => {
    try {
      if (Number(readFileSync(file, 'utf8').trim()) === process.pid) rmSync(file);
    } catch {
      /* already gone */
    }
  };
}
