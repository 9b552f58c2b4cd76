import { execSync } from 'node:child_process';
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import type { BenchResult } from './types';

export function formatLine(r: BenchResult): string {
  const ratio = r.baseline === 0 ? NaN : r.value / r.baseline;
  return `bench ${r.name}: ${fmt(r.value)} ${r.unit} | baseline ${fmt(r.baseline)} ${r.baselineUnit} | ratio ${ratio.toFixed(2)}`;
}

function fmt(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  return Math.abs(n) >= 100 ? Math.round(n).toString() : n.toPrecision(3);
}

/** bench/results/history.jsonl gets one line per run; latest.txt the run's printed lines. */
export function saveResults(dir: URL, run: { backend: string; quick: boolean; results: BenchResult[]; lines: string[] }): void {
  mkdirSync(dir, { recursive: true });
  const at = new Date().toISOString();
  const record = { at, commit: gitCommit(), backend: run.backend, quick: run.quick, node: process.version, results: run.results };
  appendFileSync(new URL('history.jsonl', dir), `${JSON.stringify(record)}\n`);
  writeFileSync(new URL('latest.txt', dir), [`# ${at} ${run.backend}${run.quick ? ' (quick)' : ''}`, ...run.lines, ''].join('\n'));
}

function gitCommit(): string | undefined {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    return undefined;
  }
}
