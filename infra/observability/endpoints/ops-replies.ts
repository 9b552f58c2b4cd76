import { errorReply } from '../../http/errors';
import { METRICS_CONTENT_TYPE, metricsText } from '../metrics/registry';
import type { ReadinessState } from '../readiness/readiness';
import { METRICS_REFUSED_MESSAGE, mayReadMetrics } from './metrics-access';
import type { IncomingHttpHeaders } from 'node:http';

/** A reply of the operations endpoints, the same whether Fastify (the APIs) or a bare listener (workers) sends it. */
export interface OpsReply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}): OpsReply => ({ status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers }, body: JSON.stringify(body) });

/** Seconds a poller waits before asking a process that is not ready again. */
const RETRY_AFTER_SECONDS = 1;

/** `GET /api/ready`: 200 when every check passed, else 503 naming the failed checks (never their errors). */
export function readyReply(state: ReadinessState): OpsReply {
  if (state.ready) return json(200, { status: 'ready', checks: state.checks });
  const failed = state.checks.filter((c) => !c.ok).map((c) => c.name);
  return json(503, { ...errorReply(503, 'NOT_READY', `Not ready: ${failed.join(', ')}.`), checks: state.checks }, { 'retry-after': String(RETRY_AFTER_SECONDS) });
}

/** `GET /metrics`: the registry's text to a caller allowed to read it (metrics-access.ts), else 403. */
export async function metricsReply(peer: string | undefined, headers: IncomingHttpHeaders): Promise<OpsReply> {
  if (!mayReadMetrics(peer, headers)) return json(403, errorReply(403, 'FORBIDDEN', METRICS_REFUSED_MESSAGE));
  return { status: 200, headers: { 'content-type': METRICS_CONTENT_TYPE, 'cache-control': 'no-store' }, body: await metricsText() };
}
