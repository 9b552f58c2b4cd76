import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

/** The parts of the scaled-out topology (docker-compose.yml, `npm run start:cluster`). */
export type ClusterRole = 'command-api' | 'query-api' | 'workers' | 'gateway';

const SCRIPTS: Record<ClusterRole, string> = {
  'command-api': 'command-api/server.ts',
  'query-api': 'query-api/server.ts',
  workers: 'workers/server.ts',
  gateway: 'main/gateway.ts',
};

/**
 * Each part's PostgreSQL pool (DB_POOL_MAX) in the cluster, sized so 2 + 2 + 2 processes stay far
 * below PostgreSQL's default 100 connections (README "Connection budget", D-560). A process holds
 * its pool plus one LISTEN connection, and a worker one lock connection more.
 */
export const CLUSTER_POOL_MAX: Record<Exclude<ClusterRole, 'gateway'>, number> = {
  'command-api': 10,
  'query-api': 6,
  workers: 6,
};

export interface ClusterOptions {
  databaseUrl: string;
  redisUrl: string;
  /** Redis key prefix of the queues (default `lensloop:cluster`). */
  redisPrefix?: string;
  /** How many of each (default 2 command APIs, 2 query APIs, 2 workers). */
  commandApis?: number;
  queryApis?: number;
  workers?: number;
  /** The gateway's port (default: a free one); the APIs take free ports of their own unless `apiBasePort`. */
  port?: number;
  /** Command APIs on apiBasePort, apiBasePort + 1…, then the query APIs (default: free ports). */
  apiBasePort?: number;
  host?: string;
  /** Extra environment for every process (feature flags, worker delays…). */
  env?: Record<string, string | undefined>;
  /** Start a process again when it exits (as `restart: unless-stopped`), after this many ms; false: never. Default 300. */
  restartDelayMs?: number | false;
  /** Each process's output line by line, prefixed with its name (default: dropped, the last lines are kept for errors). */
  log?: (line: string) => void;
  /** The repository root (default: this checkout). */
  root?: string;
}

export interface ClusterProcess {
  readonly name: string;
  readonly role: ClusterRole;
  /** The API or gateway port (workers have none). */
  readonly port?: number;
  readonly url?: string;
  /** Where its /metrics, /api/ready and /api/health answer: the API port, or a worker's METRICS_PORT. */
  readonly opsUrl: string;
  /** The running OS process id (undefined while it is down). */
  pid(): number | undefined;
  /** How many times it was started again after an exit. */
  restarts(): number;
}

export interface Cluster {
  /** The gateway: web app and /api. */
  url: string;
  processes: readonly ClusterProcess[];
  byRole(role: ClusterRole): ClusterProcess[];
  /** Sends `signal` (default SIGKILL) and resolves when the process has exited; it restarts by itself unless restarts are off. */
  kill(name: string, signal?: NodeJS.Signals): Promise<void>;
  /** Starts a stopped process (when restarts are off), resolves once it is ready. */
  start(name: string): Promise<void>;
  /** Resolves once the process's /api/ready answers 200 (its database, event store and, for workers, Redis reachable and projections started). */
  ready(name: string, timeoutMs?: number): Promise<void>;
  /** The last lines a process printed (for error messages). */
  tail(name: string): string[];
  stop(): Promise<void>;
}

interface Slot extends ClusterProcess {
  child?: ChildProcess;
  exited?: Promise<void>;
  started: number;
  lines: string[];
  env: Record<string, string>;
}

/**
 * Starts the scaled-out topology as local processes on one PostgreSQL and one Redis: N command
 * APIs, N query APIs and N workers, and one gateway that round-robins each API's requests over its
 * processes. A process that exits is started again (the crash trials kill -9 them). Everything is
 * wired by environment variables exactly as in docker-compose.yml.
 */
export async function startCluster(opts: ClusterOptions): Promise<Cluster> {
  const root = opts.root ?? resolve(import.meta.dirname, '..');
  const host = opts.host ?? '127.0.0.1';
  const restartDelayMs = opts.restartDelayMs ?? 300;
  const counts = { 'command-api': opts.commandApis ?? 2, 'query-api': opts.queryApis ?? 2, workers: opts.workers ?? 2 };
  const gatewayPort = opts.port ?? (await freePort());
  let nextApiPort = opts.apiBasePort;
  const apiPort = async () => (nextApiPort === undefined ? freePort() : nextApiPort++);
  const gatewayUrl = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${gatewayPort}`;

  const common: Record<string, string> = {
    ...stringEnv(process.env),
    DATABASE_URL: opts.databaseUrl,
    REDIS_URL: opts.redisUrl,
    REDIS_PREFIX: opts.redisPrefix ?? 'lensloop:cluster',
    APP_ORIGIN: opts.env?.APP_ORIGIN ?? gatewayUrl,
    // The development mailbox and outbox, mounted only when asked for (sec-21).
    DEV_MAILBOX: '1',
    ...stringEnv(opts.env ?? {}),
  };
  if (!common.JWT_SECRET) throw new Error('startCluster needs JWT_SECRET (every process signs and checks the same tokens)');

  const slots: Slot[] = [];
  const origin = (port: number) => `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
  const add = (role: ClusterRole, name: string, port: number | undefined, env: Record<string, string>, opsPort = port!) =>
    slots.push({
      name,
      role,
      port,
      url: port === undefined ? undefined : origin(port),
      opsUrl: origin(opsPort),
      pid: () => slot(name).child?.pid,
      restarts: () => Math.max(0, slot(name).started - 1),
      started: 0,
      lines: [],
      env: { ...common, PGAPPNAME: `lensloop-${name}`, ...env },
    });
  for (const role of ['command-api', 'query-api'] as const) {
    for (let i = 1; i <= counts[role]; i++) {
      const port = await apiPort();
      add(role, `${role}-${i}`, port, { PORT: String(port), HOST: host, TRUST_PROXY: '1', DB_POOL_MAX: common.DB_POOL_MAX ?? String(CLUSTER_POOL_MAX[role]) });
    }
  }
  for (let i = 1; i <= counts.workers; i++) {
    // A worker has no API port: its metrics and readiness listener gets one (METRICS_PORT, D-700).
    const metricsPort = await apiPort();
    add('workers', `workers-${i}`, undefined, { DB_POOL_MAX: common.DB_POOL_MAX ?? String(CLUSTER_POOL_MAX.workers), METRICS_PORT: String(metricsPort), HOST: host }, metricsPort);
  }
  const urls = (role: ClusterRole) => slots.filter((s) => s.role === role).map((s) => s.url!).join(',');
  add('gateway', 'gateway', gatewayPort, { PORT: String(gatewayPort), HOST: host, COMMAND_API_URL: urls('command-api'), QUERY_API_URL: urls('query-api') });

  let stopping = false;
  function slot(name: string): Slot {
    const s = slots.find((x) => x.name === name);
    if (!s) throw new Error(`no process ${name} in the cluster`);
    return s;
  }

  function launch(s: Slot): void {
    s.started++;
    const child = spawn(process.execPath, ['--import', 'tsx', SCRIPTS[s.role]], { cwd: root, env: s.env, stdio: ['ignore', 'pipe', 'pipe'] });
    s.child = child;
    const onLine = (line: string) => {
      s.lines.push(line);
      if (s.lines.length > 200) s.lines.shift();
      opts.log?.(`[${s.name}] ${line}`);
    };
    for (const stream of [child.stdout!, child.stderr!]) {
      let rest = '';
      stream.on('data', (chunk: Buffer) => {
        const parts = (rest + chunk.toString()).split('\n');
        rest = parts.pop() ?? '';
        parts.forEach(onLine);
      });
    }
    s.exited = new Promise<void>((done) =>
      child.once('exit', (code, signal) => {
        if (s.child === child) s.child = undefined;
        onLine(`exited (${signal ?? `code ${code}`})`);
        done();
        if (!stopping && restartDelayMs !== false) setTimeout(() => !stopping && !s.child && launch(s), restartDelayMs);
      }),
    );
  }

  async function ready(name: string, timeoutMs = 90_000): Promise<void> {
    const s = slot(name);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (s.child && (await answers(s))) return;
      if (Date.now() > deadline) throw new Error(`${name} did not become ready in ${timeoutMs} ms:\n${s.lines.slice(-30).join('\n')}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  async function answers(s: Slot): Promise<boolean> {
    try {
      const res = await fetch(`${s.opsUrl}/api/ready`, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      return res.ok;
    } catch {
      return false;
    }
  }

  const cluster: Cluster = {
    url: gatewayUrl,
    processes: slots,
    byRole: (role) => slots.filter((s) => s.role === role),
    async kill(name, signal = 'SIGKILL') {
      const s = slot(name);
      const child = s.child;
      if (!child) return;
      const exited = s.exited;
      child.kill(signal);
      await exited;
    },
    async start(name) {
      const s = slot(name);
      if (!s.child) launch(s);
      await ready(name);
    },
    ready,
    tail: (name) => [...slot(name).lines],
    async stop() {
      stopping = true;
      // The gateway first, then the APIs and workers: each finishes what it holds and closes its connections.
      for (const group of [slots.filter((s) => s.role === 'gateway'), slots.filter((s) => s.role !== 'gateway')]) {
        await Promise.all(
          group.map(async (s) => {
            const child = s.child;
            if (!child) return;
            const exited = s.exited;
            child.kill('SIGTERM');
            const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
            await exited;
            clearTimeout(timer);
          }),
        );
      }
    },
  };

  try {
    // Workers and APIs together (the DDL lock serialises their schema set-up), the gateway once the APIs answer.
    for (const s of slots.filter((x) => x.role !== 'gateway')) launch(s);
    await Promise.all(slots.filter((x) => x.role !== 'gateway').map((s) => ready(s.name, 180_000)));
    launch(slot('gateway'));
    await ready('gateway');
  } catch (err) {
    await cluster.stop();
    throw err;
  }
  return cluster;
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

function stringEnv(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined));
}
