import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../main/cluster';

/**
 * A real Prometheus for a test (issue #33): Debian's `prometheus` binary on a free port of this
 * machine, with its own temporary storage, scraping the given targets every `scrapeSeconds` and
 * evaluating ops/prometheus/alerts.yml; read back through its HTTP API. Removed by `stop()`.
 */
export interface ThrowawayPrometheus {
  url: string;
  /** An instant query's result: each series' labels and value. */
  query(expr: string): Promise<{ metric: Record<string, string>; value: number }[]>;
  targets(): Promise<{ labels: Record<string, string>; health: string; lastError: string }[]>;
  rules(): Promise<{ name: string; health: string; lastError?: string }[]>;
  stop(): Promise<void>;
}

export function prometheusInstalled(): boolean {
  return !spawnSync('prometheus', ['--version']).error;
}

export async function startThrowawayPrometheus(opts: { jobs: { job: string; targets: string[]; labels?: Record<string, string> }[]; scrapeSeconds?: number }): Promise<ThrowawayPrometheus> {
  const dir = mkdtempSync(join(tmpdir(), 'lensloop-prometheus-'));
  const port = await freePort();
  const every = `${opts.scrapeSeconds ?? 1}s`;
  copyFileSync(resolve(import.meta.dirname, '../../ops/prometheus/alerts.yml'), join(dir, 'alerts.yml'));
  const jobs = opts.jobs
    .map((j) => `  - job_name: ${j.job}\n    static_configs:\n      - targets: [${j.targets.map((t) => `'${t}'`).join(', ')}]\n        labels: { ${Object.entries({ service: 'lensloop', ...j.labels }).map(([k, v]) => `${k}: '${v}'`).join(', ')} }\n`)
    .join('');
  writeFileSync(join(dir, 'prometheus.yml'), `global:\n  scrape_interval: ${every}\n  scrape_timeout: ${every}\n  evaluation_interval: ${every}\nrule_files: [alerts.yml]\nscrape_configs:\n${jobs}`);
  const child: ChildProcess = spawn(
    'prometheus',
    [`--config.file=${join(dir, 'prometheus.yml')}`, `--storage.tsdb.path=${join(dir, 'data')}`, `--web.listen-address=127.0.0.1:${port}`, '--log.level=warn'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const errors: string[] = [];
  child.stderr!.on('data', (c: Buffer) => errors.push(c.toString()));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const url = `http://127.0.0.1:${port}`;
  const api = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${url}${path}`, { signal: AbortSignal.timeout(5000) });
    const body = (await res.json()) as { status: string; data: T; error?: string };
    if (body.status !== 'success') throw new Error(`Prometheus ${path}: ${body.error}`);
    return body.data;
  };
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/-/ready`)).ok) break;
    } catch {
      /* starting */
    }
    if (i > 100 || child.exitCode !== null) throw new Error(`prometheus did not start: ${errors.join('')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    async query(expr) {
      const data = await api<{ result: { metric: Record<string, string>; value: [number, string] }[] }>(`/api/v1/query?query=${encodeURIComponent(expr)}`);
      return data.result.map((r) => ({ metric: r.metric, value: Number(r.value[1]) }));
    },
    async targets() {
      return (await api<{ activeTargets: { labels: Record<string, string>; health: string; lastError: string }[] }>('/api/v1/targets')).activeTargets;
    },
    async rules() {
      return (await api<{ groups: { rules: { name: string; health: string; lastError?: string }[] }[] }>('/api/v1/rules')).groups.flatMap((g) => g.rules);
    },
    async stop() {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
