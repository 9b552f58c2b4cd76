import type { SqlClient } from '../../infra/db/sql-client';

/**
 * What every benchmark gets and gives back. A benchmark file exports an async function taking a
 * BenchContext (a fresh, empty database of its own) and returning one BenchResult per figure.
 */
export interface BenchContext {
  sql: SqlClient;
  /** BENCH_QUICK=1: small sizes, the whole run under a minute. */
  quick: boolean;
  kind: 'pg' | 'pglite';
  /** The fresh database's connection string (PostgreSQL only): for benchmarks that start processes of their own. */
  url?: string;
}

export interface BenchResult {
  name: string;
  /** Our figure (through the project's code). */
  value: number;
  unit: string;
  /** The same work done naively (raw INSERT, a plain query) in the same run on the same database. */
  baseline: number;
  baselineUnit: string;
}

export type BenchFn = (ctx: BenchContext) => Promise<BenchResult | BenchResult[]>;
