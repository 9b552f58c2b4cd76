/**
 * Round-robin over the processes of one API (the gateway's COMMAND_API_URL / QUERY_API_URL, each a
 * comma-separated list), with passive health — an upstream that refused a connection is skipped for
 * `downMs`, so a killed process costs at most the requests already sent to it — and active
 * readiness: an upstream whose `/api/ready` says it cannot serve (its database out of reach, still
 * starting, stopping) is skipped until it says it can again (`pollReadiness`, D-707). When every
 * upstream is down or not ready the least recently failed one is tried anyway (it may be back).
 */
export interface UpstreamPool {
  readonly urls: readonly string[];
  /** The next upstream to send a request to, skipping `exclude` (those already tried for it) and the ones marked down or not ready. */
  next(exclude?: ReadonlySet<string>): string | undefined;
  /** The upstream refused a connection: skip it for a while. */
  markDown(url: string): void;
  /** What the upstream's readiness said when last asked (every upstream starts ready). */
  setReady(url: string, ready: boolean): void;
  isReady(url: string): boolean;
}

export function upstreamPool(urls: readonly string[], opts: { downMs?: number; now?: () => number } = {}): UpstreamPool {
  if (urls.length === 0) throw new Error('an upstream pool needs at least one URL');
  const downMs = opts.downMs ?? 1000;
  const now = opts.now ?? Date.now;
  const downUntil = new Map<string, number>();
  const notReady = new Set<string>();
  let turn = 0;
  return {
    urls,
    next(exclude = new Set()) {
      const candidates = urls.filter((u) => !exclude.has(u));
      if (candidates.length === 0) return undefined;
      const t = now();
      for (let i = 0; i < urls.length; i++) {
        const url = urls[(turn + i) % urls.length]!;
        if (exclude.has(url) || notReady.has(url) || (downUntil.get(url) ?? 0) > t) continue;
        turn = (turn + i + 1) % urls.length;
        return url;
      }
      // Everything left is marked down: the one that failed longest ago.
      return [...candidates].sort((a, b) => (downUntil.get(a) ?? 0) - (downUntil.get(b) ?? 0))[0];
    },
    markDown(url) {
      downUntil.set(url, now() + downMs);
    },
    setReady(url, ready) {
      if (ready) notReady.delete(url);
      else notReady.add(url);
    },
    isReady: (url) => !notReady.has(url),
  };
}

/**
 * Asks each upstream's `GET /api/ready` every `intervalMs` (within `timeoutMs`) and records the
 * answer in its pool: 200 is ready; anything else, or no answer, is not. Returns the stop function.
 */
export function pollReadiness(pools: readonly UpstreamPool[], opts: { intervalMs?: number; timeoutMs?: number } = {}): { stop(): void; once(): Promise<void> } {
  const once = () =>
    Promise.all(
      pools.flatMap((pool) =>
        pool.urls.map(async (url) => {
          try {
            const res = await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(opts.timeoutMs ?? 1000) });
            await res.arrayBuffer();
            pool.setReady(url, res.status === 200);
          } catch {
            pool.setReady(url, false);
          }
        }),
      ),
    ).then(() => undefined);
  let polling: Promise<void> | undefined;
  const timer = setInterval(() => {
    polling ??= once().finally(() => (polling = undefined));
  }, opts.intervalMs ?? 1000);
  timer.unref();
  return { stop: () => clearInterval(timer), once };
}

/** `http://a:1, http://b:2` → the URLs, without trailing slashes. */
export function upstreamUrls(raw: string | undefined, name: string): string[] {
  const urls = (raw ?? '')
    .split(',')
    .map((s) => s.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  if (urls.length === 0) throw new Error(`${name} must be set (one URL, or several separated by commas)`);
  for (const u of urls) {
    if (!/^https?:\/\/[^/]+$/.test(u)) throw new Error(`${name}: '${u}' is not an http(s) origin such as http://command-api:4001`);
  }
  return urls;
}
