/**
 * The Prometheus text exposition (`GET /metrics`) as a test reads it: one entry per series
 * (`name{label="value",…}` → value); comments are left out.
 */
export interface Series {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export function parseMetrics(text: string): Series[] {
  const out: Series[] = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)/.exec(line);
    if (!m) continue;
    const labels: Record<string, string> = {};
    for (const l of (m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[l[1]!] = l[2]!;
    out.push({ name: m[1]!, labels, value: Number(m[3]) });
  }
  return out;
}

/** The sum of the series named `name` whose labels include `labels` (undefined when there is none). */
export function valueOf(series: readonly Series[], name: string, labels: Record<string, string> = {}): number | undefined {
  const matching = series.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  return matching.length ? matching.reduce((n, s) => n + s.value, 0) : undefined;
}
