import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { registry } from '../../infra/observability/metrics/registry';

/**
 * Issue #33: the files in ops/ are checked with the real tools, not by eye — Prometheus's
 * `promtool` checks the alert rules, runs their unit tests (alerts.test.yml) and checks the
 * compose scrape configuration; the Grafana dashboard is valid JSON whose every query names only
 * metrics our registries expose (so a renamed metric cannot leave a panel or an alert silently
 * empty). promtool comes with Debian's `prometheus` package (.ci/run installs it); without it the
 * promtool checks skip and say why.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const PROMETHEUS = join(ROOT, 'ops/prometheus');
const promtool = spawnSync('promtool', ['--version']).error ? undefined : 'promtool';
if (!promtool) console.log('promtool is not installed (apt-get install prometheus): the promtool checks of ops/prometheus are skipped');

function run(args: string[], cwd = PROMETHEUS): { status: number | null; out: string } {
  const r = spawnSync(promtool!, args, { cwd, encoding: 'utf8' });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

/** Every metric name the processes' registries expose (all metric modules loaded), with a histogram's series names. */
async function exposedNames(): Promise<Set<string>> {
  const dir = join(ROOT, 'infra/observability/metrics');
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.includes('.test.'))) await import(join(dir, file));
  const names = new Set<string>(['up']); // Prometheus's own, per target
  for (const m of await registry.getMetricsAsJSON()) {
    names.add(m.name);
    if (String(m.type) === 'histogram') for (const suffix of ['_bucket', '_sum', '_count']) names.add(`${m.name}${suffix}`);
  }
  return names;
}

/** The metric names a PromQL expression reads (ours, Node's defaults, and `up`). */
function metricsIn(expr: string): string[] {
  const names = [...expr.matchAll(/\b((?:lensloop|nodejs|process)_[a-z0-9_]+)\b/g)].map((m) => m[1]!);
  if (/\bup\{/.test(expr)) names.push('up');
  return names;
}

describe.skipIf(!promtool)('Prometheus files, with promtool', () => {
  it('the alert rules are valid', () => {
    const r = run(['check', 'rules', 'alerts.yml']);
    expect(r.out).toContain('SUCCESS');
    expect(r.status, r.out).toBe(0);
  });

  it("the alert rules' unit tests pass (each alert fires when it should and stays quiet otherwise)", () => {
    const r = run(['test', 'rules', 'alerts.test.yml']);
    expect(r.status, r.out).toBe(0);
    expect(r.out).toContain('SUCCESS');
  });

  it('the compose scrape configuration is valid, with its rule file and a token file in place', () => {
    expect(run(['check', 'config', '--syntax-only', 'prometheus.yml']).status).toBe(0);
    // Fully, as the container sees it: the metrics token as a file (the compose secret).
    const dir = mkdtempSync(join(tmpdir(), 'lensloop-prom-'));
    try {
      copyFileSync(join(PROMETHEUS, 'alerts.yml'), join(dir, 'alerts.yml'));
      writeFileSync(join(dir, 'token'), 'test-token');
      writeFileSync(join(dir, 'prometheus.yml'), readFileSync(join(PROMETHEUS, 'prometheus.yml'), 'utf8').replaceAll('/run/secrets/metrics_token', join(dir, 'token')));
      const r = run(['check', 'config', 'prometheus.yml'], dir);
      expect(r.status, r.out).toBe(0);
      expect(r.out).toContain('SUCCESS: 10 rules found');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the metric names the dashboard and the alerts use', () => {
  it('the Grafana dashboard is valid JSON on the provisioned data source, and each query reads only metrics we expose', async () => {
    const dashboard = JSON.parse(readFileSync(join(ROOT, 'ops/grafana/lensloop.json'), 'utf8')) as { uid: string; panels: { title: string; type: string; datasource?: { uid: string }; targets?: { expr: string }[] }[] };
    const datasource = readFileSync(join(ROOT, 'ops/grafana/provisioning/datasources/prometheus.yml'), 'utf8');
    const uid = /uid:\s*(\S+)/.exec(datasource)?.[1];
    expect(dashboard.uid).toBe('lensloop-overview');
    const exposed = await exposedNames();
    const graphs = dashboard.panels.filter((p) => p.type !== 'row');
    // Requests, errors, latency, commands, lag per projection, queues (the list) at least.
    for (const title of ['Requests', 'Errors', 'Latency', 'Commands', 'Lag per projection', 'Jobs by state']) expect(graphs.map((p) => p.title).join('|')).toContain(title);
    const unknown: string[] = [];
    for (const panel of graphs) {
      expect(panel.datasource?.uid, panel.title).toBe(uid);
      expect(panel.targets?.length, panel.title).toBeGreaterThan(0);
      for (const t of panel.targets ?? []) {
        const names = metricsIn(t.expr);
        expect(names.length, `${panel.title}: ${t.expr}`).toBeGreaterThan(0);
        unknown.push(...names.filter((n) => !exposed.has(n)).map((n) => `${panel.title}: ${n}`));
      }
    }
    expect(unknown).toEqual([]);
  });

  it('each alert reads only metrics we expose', async () => {
    const exposed = await exposedNames();
    const exprs = [...readFileSync(join(PROMETHEUS, 'alerts.yml'), 'utf8').matchAll(/expr: (\|\n(?:\s{10}.*\n)+|.*)/g)].map((m) => m[1]!);
    expect(exprs.length).toBe(10);
    const unknown = exprs.flatMap((e) => metricsIn(e).filter((n) => !exposed.has(n)));
    expect(unknown).toEqual([]);
  });
});
