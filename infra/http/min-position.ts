import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const MIN_POSITION_HEADER = 'x-min-position';
export const MAX_WAIT_MS = 2000;

/**
 * Read-your-writes: a query carrying `x-min-position` (the `position` a command replied with)
 * waits, at most 2 s, until the read models it declares in `config.readModels` have applied
 * that event. If they haven't by then it answers anyway and says so in `x-read-model-stale`.
 */
export const minPositionPlugin = fp(async function minPosition(
  app: FastifyInstance,
  opts: { waitFor: (readModels: readonly string[], position: number, timeoutMs: number) => Promise<boolean> },
) {
  app.addHook('preHandler', async (request, reply) => {
    const raw = request.headers[MIN_POSITION_HEADER];
    const readModels = request.routeOptions.config?.readModels;
    if (!raw || !readModels?.length) return;
    const position = Number(Array.isArray(raw) ? raw[0] : raw);
    if (!Number.isSafeInteger(position) || position <= 0) return;
    const reached = await opts.waitFor(readModels, position, MAX_WAIT_MS);
    if (!reached) reply.header('x-read-model-stale', 'true');
  });
});
