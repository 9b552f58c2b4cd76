import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../domain/shared/errors';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export const LOCAL_OR_CSR_MESSAGE = 'The development mailbox and text outbox answer only on this machine, or to a support representative.';

/**
 * A request from this machine: its peer is a loopback address and so is every address a proxy
 * forwarded it for (X-Forwarded-For), whatever the server's TRUST_PROXY: behind a gateway on the
 * same host every client would otherwise look local. A `Forwarded` header is never local.
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  return isLocalPeer(request.socket?.remoteAddress ?? request.ip, request.headers);
}

/** `isLocalRequest` for any server (a worker's metrics listener): the peer's address and the request's headers. */
export function isLocalPeer(peer: string | undefined, headers: IncomingHttpHeaders): boolean {
  if (headers.forwarded !== undefined) return false;
  const header = headers['x-forwarded-for'];
  const chain = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((a) => a.trim()).filter(Boolean);
  return [peer, ...chain].every((address) => address !== undefined && LOOPBACK.has(address));
}

/**
 * The guard of the development outboxes (D-525): a local caller, or a signed-in CSR (the routes are
 * `public`, so the shell has already read a valid token's claims). Anyone else gets 403.
 */
export async function requireLocalOrCsr(request: FastifyRequest): Promise<void> {
  if (isLocalRequest(request) || request.claims?.customerGroup === 'CSR') return;
  throw new DomainError('forbidden', 'FORBIDDEN', LOCAL_OR_CSR_MESSAGE);
}
