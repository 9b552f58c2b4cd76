import type { FastifyRequest } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import type { EventMetadata } from '../../infra/event-store/port';

/** Envelope metadata from the request: actor, impersonator (when a CSR acts), correlation id. */
export function metadataFor(request: FastifyRequest, actorOverride?: EventMetadata['actor']): EventMetadata {
  const claims = request.claims;
  const actor = actorOverride ?? (claims ? { accountNumber: claims.sub, customerGroup: claims.customerGroup } : { accountNumber: 'anonymous', customerGroup: 'Public' });
  const meta: EventMetadata = {
    actor,
    correlationId: String(request.headers['x-correlation-id'] ?? request.id ?? uuidv7()),
    occurredAt: new Date().toISOString(),
    schemaVersion: 1,
  };
  if (claims?.impersonator) meta.impersonator = claims.impersonator;
  return meta;
}

/** The Idempotency-Key header, scoped by actor so two users' keys never collide. */
export function idempotencyKeyOf(request: FastifyRequest, step: string): string | undefined {
  const raw = request.headers['idempotency-key'];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key) return undefined;
  const who = request.claims?.sub ?? 'anonymous';
  return `${who}:${String(key).slice(0, 200)}:${step}`;
}
