import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorReply } from '../../http/errors';
import type { Readiness } from '../readiness/readiness';
import { metricsReply, type OpsReply, readyReply } from './ops-replies';

export interface OpsServer {
  /** The port it listens on (METRICS_PORT, or the one the system gave for 0). */
  port: number;
  close(): Promise<void>;
}

/**
 * The operations listener of a process that has no HTTP port of its own (the workers; D-700):
 * `GET /metrics` (this machine or the metrics token), `GET /api/ready` (readiness: 503 until its
 * projections have started, and while the database, the event store or Redis is out of reach) and
 * `GET /api/health` (liveness: it runs). Nothing else; it never serves the API.
 */
export async function startOpsServer(opts: { port: number; host?: string; readiness: Readiness; health: () => Record<string, unknown> }): Promise<OpsServer> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    const answer = async (): Promise<OpsReply> => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return plain(405, errorReply(405, 'METHOD_NOT_ALLOWED', 'Only GET is served here.'));
      if (path === '/metrics') return metricsReply(req.socket.remoteAddress, req.headers);
      if (path === '/api/ready') return readyReply(await opts.readiness.state());
      if (path === '/api/health') return plain(200, { status: 'ok', ...opts.health() });
      return plain(404, errorReply(404, 'NOT_FOUND', `No route ${req.method} ${path}`));
    };
    answer().then(
      (r) => {
        res.writeHead(r.status, r.headers);
        res.end(req.method === 'HEAD' ? undefined : r.body);
      },
      () => {
        res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(errorReply(500, 'INTERNAL', 'Something went wrong, please try again.')));
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host ?? '0.0.0.0', () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A scraper's kept-alive connection would hold close() open until it idles out.
        server.closeAllConnections();
      }),
  };
}

function plain(status: number, body: unknown): OpsReply {
  return { status, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(body) };
}
