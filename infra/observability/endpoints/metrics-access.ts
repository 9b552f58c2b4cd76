import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { isLocalPeer } from '../../http/local-or-csr';

export const METRICS_REFUSED_MESSAGE = 'Metrics are served to this machine, or to a caller with the metrics token.';

/**
 * Who may read `/metrics` (D-700): a caller on this machine (its peer and every forwarded-for
 * address are loopback, so nothing a proxy forwards counts), or anyone presenting
 * `Authorization: Bearer <METRICS_TOKEN>` when METRICS_TOKEN is set (Prometheus on another host,
 * docker-compose's). The gateway never forwards /metrics: it answers its own, with this rule.
 */
export function mayReadMetrics(peer: string | undefined, headers: IncomingHttpHeaders, token: string | undefined = process.env.METRICS_TOKEN): boolean {
  if (token && bearerMatches(headers.authorization, token)) return true;
  return isLocalPeer(peer, headers);
}

function bearerMatches(header: string | undefined, token: string): boolean {
  if (!header?.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice('Bearer '.length));
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
