import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
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
  const child = await benchChild('./projector-child.ts', { PROJECTOR_DATABASE_URL: url }, 'the projector process');
  return { measure: () => child.send('measure'), stop: async () => JSON.parse(await child.stop()) as ProjectionLags };
}

/**
 * Starts bench/lib/plain-feed-child.ts (the projection-lag floor, D-660) on the database at `url`;
 * `stop` drains the feed and gives the lag (ms) of every order row it derived.
 */
export async function startPlainFeedProcess(url: string): Promise<{ stop(): Promise<number[]> }> {
  const child = await benchChild('./plain-feed-child.ts', { PLAIN_FEED_DATABASE_URL: url }, 'the plain feed process');
  return { stop: async () => JSON.parse(await child.stop()) as number[] };
}

/**
 * Spawns a bench child script (tsx) with `env` added and waits for its `ready` line. `send` writes a
 * line to its stdin; `stop` sends `stop`, takes the rest of its `lags ` line and waits for it to exit.
 */
async function benchChild(script: string, env: Record<string, string>, name: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL(script, import.meta.url))], {
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const next = lineReader(child, name);
  await next('ready');
  return {
    send: (line: string) => void child.stdin.write(`${line}\n`),
    async stop(): Promise<string> {
      child.stdin.write('stop\n');
      const lags = await next('lags ');
      await new Promise((r) => child.once('exit', r));
      return lags;
    },
  };
}

/** `next(prefix)`: the rest of the child's next stdout line that starts with `prefix`. */
function lineReader(child: { stdout: Readable }, name: string): (prefix: string) => Promise<string> {
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  return async (prefix) => {
    for (;;) {
      const { value, done } = await lines.next();
      if (done) throw new Error(`${name} ended before saying ${prefix}`);
      if (value.startsWith(prefix)) return value.slice(prefix.length);
    }
  };
}
