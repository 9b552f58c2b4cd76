/**
 * The projection-lag floor for the checkout bench (D-660): a process of its own that polls the
 * baseline's order feed (`bench_plain_feed`) every 5 ms over PLAIN_FEED_DATABASE_URL and writes one
 * derived row per order in one statement, as plainly as a projection can be kept: no event store,
 * no decoding, no checkpoint table. The lag of a row is the derived insert's commit (as this
 * process sees it answered) minus the order's `created_at` (its transaction's start, as
 * `es_events.occurred_at` is for an event). Prints `ready`; on `stop` (stdin) drains the feed,
 * prints `lags [...]` and exits.
 */
import { createInterface } from 'node:readline';
import { createPgClient } from '../../infra/db/pg-client';

const POLL_MS = 5;
const sql = createPgClient(process.env.PLAIN_FEED_DATABASE_URL!, { max: 1 });
const lags: number[] = [];
let last = 0;
let stopping = false;

async function poll(): Promise<number> {
  const { rows } = await sql.query<{ seq: string | number; at: number }>(
    // A row whose transaction took its seq earlier but committed later than a row already derived is
    // still found: the window reaches back 1,000 seqs and skips what is derived already.
    `WITH fresh AS (SELECT f.seq, f.order_id, f.created_at FROM bench_plain_feed f
                     WHERE f.seq > $1 AND NOT EXISTS (SELECT 1 FROM bench_plain_feed_derived d WHERE d.order_id = f.order_id)
                     ORDER BY f.seq LIMIT 1000),
          derived AS (INSERT INTO bench_plain_feed_derived (order_id, seq) SELECT order_id, seq FROM fresh)
     SELECT seq, (extract(epoch FROM created_at) * 1000)::float8 AS at FROM fresh`,
    [Math.max(0, last - 1000)],
  );
  // The statement committed when it answered (autocommit): the row is derived from here on.
  const now = Date.now();
  for (const r of rows) {
    last = Math.max(last, Number(r.seq));
    lags.push(now - Number(r.at));
  }
  return rows.length;
}

const loop = (async () => {
  while (!stopping) {
    await poll();
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  while ((await poll()) > 0);
})();
process.stdout.write('ready\n');
for await (const line of createInterface({ input: process.stdin })) if (line === 'stop') break;
stopping = true;
await loop;
process.stdout.write(`lags ${JSON.stringify(lags)}\n`);
await sql.end();
process.exit(0);
