import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SqlClient } from '../../infra/db/sql-client';
import { errorReply } from '../../infra/http/errors';

export const COMMAND_REPLIES_DDL = /* sql */ `
CREATE TABLE IF NOT EXISTS command_replies (
  actor       text NOT NULL,
  key         text NOT NULL,
  route       text NOT NULL,
  status      int,
  body        jsonb,
  claimed_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (actor, key)
);`;

const STALE_CLAIM_MS = 30_000;
const WAIT_FOR_TWIN_MS = 5_000;

declare module 'fastify' {
  interface FastifyRequest {
    /** `retry`: an earlier request with this key ended without a final answer (its process died, or a 5xx). */
    idempotency?: { actor: string; key: string; retry: boolean };
  }
}

/**
 * `Idempotency-Key` for every command: the first request claims the key, runs, and stores its
 * reply; a retry gets that same reply (header `idempotent-replayed: true`) and appends nothing.
 * A twin arriving while the first still runs waits for its reply. The event store also dedupes
 * the final append by the same key, so even a crash between append and reply stays exactly-once.
 */
export const idempotencyPlugin = fp(async function idempotency(app: FastifyInstance, opts: { sql: SqlClient }) {
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const raw = request.headers['idempotency-key'];
    if (!raw || request.method !== 'POST') return;
    const key = String(Array.isArray(raw) ? raw[0] : raw).slice(0, 200);
    const actor = request.claims?.sub ?? 'anonymous';
    const route = request.routeOptions.url ?? request.url;
    const claimed = await opts.sql.query(
      `INSERT INTO command_replies (actor, key, route) VALUES ($1, $2, $3)
       ON CONFLICT (actor, key) DO UPDATE SET claimed_at = now()
         WHERE command_replies.status IS NULL AND command_replies.claimed_at < now() - ($4 || ' milliseconds')::interval
       RETURNING (xmax <> 0) AS retry`,
      [actor, key, route, String(STALE_CLAIM_MS)],
    );
    if (claimed.rowCount === 1) {
      request.idempotency = { actor, key, retry: (claimed.rows[0] as { retry: boolean }).retry };
      return;
    }
    const deadline = Date.now() + WAIT_FOR_TWIN_MS;
    for (;;) {
      const { rows } = await opts.sql.query<{ route: string; status: number | null; body: unknown }>(
        `SELECT route, status, body FROM command_replies WHERE actor = $1 AND key = $2`,
        [actor, key],
      );
      const row = rows[0];
      if (row && row.route !== route) {
        return reply
          .status(422)
          .send(errorReply(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for another request.'));
      }
      if (row?.status != null) {
        return reply.status(row.status).header('idempotent-replayed', 'true').send(row.body);
      }
      if (Date.now() > deadline) {
        return reply
          .status(409)
          .header('retry-after', '1')
          .send(errorReply(409, 'IDEMPOTENCY_IN_PROGRESS', 'The same request is still being processed; retry shortly.'));
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency;
    if (!claim) return payload;
    if (reply.statusCode >= 500) {
      // Not a final answer: release the claim (stale at once) so a retry runs again, as a retry: it
      // replays the steps this attempt appended instead of deciding them again. (With the database
      // out of reach this fails too; the claim then goes stale after STALE_CLAIM_MS.)
      await opts.sql
        .query(`UPDATE command_replies SET claimed_at = '-infinity' WHERE actor = $1 AND key = $2 AND status IS NULL`, [claim.actor, claim.key])
        .catch(() => undefined);
      return payload;
    }
    const body = typeof payload === 'string' ? payload : JSON.stringify(payload ?? null);
    await opts.sql.query(`UPDATE command_replies SET status = $3, body = $4::jsonb WHERE actor = $1 AND key = $2`, [
      claim.actor,
      claim.key,
      reply.statusCode,
      body,
    ]);
    return payload;
  });
});
