import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../main/cluster';

/**
 * Throwaway PostgreSQL and Redis for fault trials (guide §7): never the machine's shared services.
 * PostgreSQL is `initdb` into a temp folder and `pg_ctl` on a free port (as the `postgres` user when
 * we are root: initdb refuses root); Redis is `redis-server` on a free port without persistence, so
 * a restart loses everything it held, as an unpersisted Redis does.
 */
export interface ThrowawayPostgres {
  url: string;
  port: number;
  /** Stops the server the way a crash does (`-m immediate`: no checkpoint, WAL recovery at start) and starts it again after `downMs`. */
  restart(downMs?: number): Promise<void>;
  /** Stops the server (as a crash does) and leaves it down until `up()`. */
  down(): void;
  up(): void;
  stop(): Promise<void>;
}

const PG_BIN = process.env.PG_BIN ?? pgBin();

function pgBin(): string {
  try {
    return execFileSync('pg_config', ['--bindir']).toString().trim();
  } catch {
    return '/usr/lib/postgresql/15/bin';
  }
}

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function runPg(tool: string, args: string[]): void {
  const bin = join(PG_BIN, tool);
  if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', bin, ...args], { stdio: 'pipe' });
  else execFileSync(bin, args, { stdio: 'pipe' });
}

export async function startThrowawayPostgres(opts: { maxConnections?: number } = {}): Promise<ThrowawayPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'lensloop-pg-'));
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const data = join(dir, 'data');
  const port = await freePort();
  runPg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-instructions']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=${opts.maxConnections ?? 100} -c shared_buffers=64MB`;
  const start = () => runPg('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-o', options, '-w', 'start']);
  const stop = (mode: 'fast' | 'immediate') => runPg('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async restart(downMs = 1000) {
      stop('immediate');
      await new Promise((r) => setTimeout(r, downMs));
      start();
    },
    down: () => stop('immediate'),
    up: () => start(),
    async stop() {
      try {
        stop('fast');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

export interface ThrowawayRedis {
  url: string;
  port: number;
  /** kill -9, then a new empty server on the same port after `downMs`. */
  restart(downMs?: number): Promise<void>;
  stop(): Promise<void>;
}

export async function startThrowawayRedis(): Promise<ThrowawayRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    for (let i = 0; i < 100; i++) {
      try {
        execFileSync('redis-cli', ['-p', String(port), 'ping'], { stdio: 'pipe' });
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    throw new Error(`redis-server did not start on port ${port}`);
  };
  const kill = async () => {
    const c = child;
    if (!c || c.exitCode !== null) return;
    await new Promise<void>((done) => {
      c.once('exit', () => done());
      c.kill('SIGKILL');
    });
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async restart(downMs = 1000) {
      await kill();
      await new Promise((r) => setTimeout(r, downMs));
      await start();
    },
    stop: kill,
  };
}
