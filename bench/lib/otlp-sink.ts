import { createServer } from 'node:http';

/**
 * A stand-in OTLP/HTTP collector for the tracing bench (docs/performance.md, "Tracing"): accepts
 * `POST /v1/traces` and counts requests and bytes, nothing more — so the bench measures what
 * producing and sending spans costs the process, not a collector's work.
 *   npx tsx bench/lib/otlp-sink.ts 3190
 *   OTEL_EXPORTER_OTLP_ENDPOINT=http://127.0.0.1:3190 BENCH_ONLY=checkout npm run bench
 * Prints its counts every 10 s and when stopped.
 */
const port = Number(process.argv[2] ?? 4318);
let requests = 0;
let bytes = 0;
const server = createServer((req, res) => {
  req.on('data', (chunk: Buffer) => (bytes += chunk.length));
  req.on('end', () => {
    if (req.method === 'POST' && req.url === '/v1/traces') requests++;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{}');
  });
});
const report = () => console.log(`otlp sink: ${requests} export requests, ${(bytes / 2 ** 20).toFixed(1)} MiB`);
server.listen(port, '127.0.0.1', () => console.log(`otlp sink on http://127.0.0.1:${port}`));
setInterval(report, 10_000).unref();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    report();
    server.close(() => process.exit(0));
  });
}
