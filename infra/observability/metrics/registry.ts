import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * The process's one Prometheus registry (guide §4 "Operating"): every metric of every part this
 * process runs registers here, so `npm start` (one process) answers with the whole platform's
 * metrics and a cluster process with its own. Names are `lensloop_<area>_<what>_<unit>`; label
 * values come from bounded sets only (route template, command, outcome, projection, queue, state),
 * never ids, e-mails, tenants or free text. Node's default process metrics keep prom-client's
 * standard names (`process_cpu_seconds_total`, `nodejs_eventloop_lag_seconds`…) so stock
 * dashboards read them.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

/** The Prometheus text exposition of everything registered (gauges that need a query are collected now). */
export function metricsText(): Promise<string> {
  return registry.metrics();
}

export const METRICS_CONTENT_TYPE = registry.contentType;
