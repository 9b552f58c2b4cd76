import { Counter, Gauge } from 'prom-client';
import { registry } from './registry';

/** The gateway's upstreams: per API, each configured process (a bounded set: the gateway's own configuration). */
const upstreamSets = new Set<() => { api: string; upstream: string; ready: boolean }[]>();

export function addUpstreams(state: () => { api: string; upstream: string; ready: boolean }[]): () => void {
  upstreamSets.add(state);
  return () => void upstreamSets.delete(state);
}

new Gauge({
  name: 'lensloop_gateway_upstream_ready',
  help: "Whether the gateway sends requests to this API process (1: its /api/ready answered 200 when last polled; 0: it is skipped).",
  labelNames: ['api', 'upstream'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const state of upstreamSets) for (const u of state()) this.set({ api: u.api, upstream: u.upstream }, u.ready ? 1 : 0);
  },
});

export const upstreamFailures = new Counter({
  name: 'lensloop_gateway_upstream_failures_total',
  help: 'Requests the gateway could not hand to an API process, by API and how (refused: sent to another; reset: it died holding the request, the client got 503; unavailable: no process could take it).',
  labelNames: ['api', 'reason'] as const,
  registers: [registry],
});
