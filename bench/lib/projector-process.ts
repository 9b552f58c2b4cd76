import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { ProjectionLags } from './projection-lag';

export interface ProjectorProcess {
  /** From now on, time each applied event. */
  measure(): void;
  /** Waits until the projector has caught up, stops it, and gives the lags (ms) of every event applied since `measure`. */
  stop(): Promise<ProjectionLags>;
}

/**
 * Starts bench/lib/projector-child.ts (every projection, its own process and pool) on the
 * database at `url` and resolves once it has caught up with the log.
 */
export async function startProjectorProcess(url: string): Promise<ProjectorProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./projector-child.ts', import.meta.url))], {
    env: { ...process.env, PROJECTOR_DATABASE_URL: url },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async (prefix: string): Promise<string> => {
    for (;;) {
      const { value, done } = await lines.next();
      if (done) throw new Error(`the projector process ended before saying ${prefix}`);
      if (value.startsWith(prefix)) return value.slice(prefix.length);
    }
  };
  await next('ready');
  return {
    measure: () => child.stdin.write('measure\n'),
    async stop() {
      child.stdin.write('stop\n');
      const lags = JSON.parse(await next('lags ')) as ProjectionLags;
      await new Promise((r) => child.once('exit', r));
      return lags;
    },
  };
}
