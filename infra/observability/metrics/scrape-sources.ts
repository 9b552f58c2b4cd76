import { Counter, Gauge } from 'prom-client';
import { registry } from './registry';

const collectFailures = new Counter({
  name: 'lensloop_metrics_collect_failures_total',
  help: 'Readings for a scrape that failed or took too long (the gauges they feed kept their previous values), by source.',
  labelNames: ['source'] as const,
  registers: [registry],
});

export interface ScrapeSourceOptions {
  /** A second scrape within this many ms reuses the reading (default 1 s): two scrapers cost one query. */
  reuseMs?: number;
  /** A reading that takes longer is given up (default 2 s): a slow database never stalls a scrape. */
  timeoutMs?: number;
}

/**
 * Values that need a query — projection lag, queue depths, due timers — are read when Prometheus
 * scrapes (a gauge's `collect()`), not kept up to date all the time. Each running part adds a
 * reader here (and removes it when it stops: a test process may run several platforms); all
 * gauges fed by one kind of source share one reading per scrape. The cost is bounded twice: one
 * reading per `reuseMs` however many scrapers ask, and a deadline after which the gauges keep
 * their last values and `lensloop_metrics_collect_failures_total{source}` counts the miss.
 */
export class ScrapeSources<T> {
  private readonly readers = new Set<() => Promise<T>>();
  private last?: { at: number; reading: Promise<T[] | undefined> };

  constructor(
    readonly name: string,
    private readonly options: ScrapeSourceOptions = {},
  ) {}

  /** Adds a reader; the returned function removes it. */
  add(read: () => Promise<T>): () => void {
    this.readers.add(read);
    this.last = undefined;
    return () => {
      this.readers.delete(read);
      this.last = undefined;
    };
  }

  /** Every reader's value, or undefined when one failed or the deadline passed (then keep what the gauges show). */
  read(): Promise<T[] | undefined> {
    const now = Date.now();
    if (this.last && now - this.last.at < (this.options.reuseMs ?? 1000)) return this.last.reading;
    const reading = this.readAll();
    this.last = { at: now, reading };
    return reading;
  }

  private async readAll(): Promise<T[] | undefined> {
    if (this.readers.size === 0) return [];
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), this.options.timeoutMs ?? 2000);
      timer.unref();
    });
    try {
      const all = Promise.all([...this.readers].map((read) => read()));
      const values = await Promise.race([all, deadline]);
      // A reading past the deadline still settles later: its rejection must not go unhandled.
      all.catch(() => undefined);
      if (!values) collectFailures.inc({ source: this.name });
      return values;
    } catch {
      collectFailures.inc({ source: this.name });
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }
}

/**
 * A gauge fed by a kind of source on each scrape: `values` turns one reader's reading into
 * (labels, value) pairs. When the reading failed, the gauge keeps what it showed.
 */
export function gaugeOnScrape<T, L extends string>(config: {
  name: string;
  help: string;
  labelNames: readonly L[];
  source: ScrapeSources<T>;
  values: (reading: T) => Iterable<readonly [Partial<Record<L, string>>, number]>;
}): Gauge<L> {
  return new Gauge<L>({
    name: config.name,
    help: config.help,
    labelNames: config.labelNames,
    registers: [registry],
    async collect() {
      const readings = await config.source.read();
      if (!readings) return;
      this.reset();
      for (const reading of readings) for (const [labels, value] of config.values(reading)) this.set(labels, value);
    },
  });
}
