/** The bounds every analysis query runs within (issue #32), from the environment, read in one place. */
export interface EngineLimits {
  /** ANALYSIS_QUERY_SECONDS (default 20): a statement running longer is interrupted. */
  timeLimitSeconds: number;
  /** ANALYSIS_ROW_CAP (default 100,000): the rows of one result that can be browsed or downloaded. */
  rowCap: number;
  /** ANALYSIS_MEMORY (default 1GB): DuckDB's memory limit per scope's engine. */
  memoryLimit: string;
  /** ANALYSIS_THREADS (default 2): DuckDB's threads per scope's engine. */
  threads: number;
}

export function engineLimits(env: NodeJS.ProcessEnv = process.env): EngineLimits {
  return {
    timeLimitSeconds: positive(env.ANALYSIS_QUERY_SECONDS, 20),
    rowCap: positive(env.ANALYSIS_ROW_CAP, 100_000),
    memoryLimit: /^\d+(\.\d+)?\s?[KMGT]i?B$/i.test(env.ANALYSIS_MEMORY ?? '') ? (env.ANALYSIS_MEMORY as string) : '1GB',
    threads: positive(env.ANALYSIS_THREADS, 2),
  };
}

function positive(raw: string | undefined, fallback: number): number {
  const n = Number(raw);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}
