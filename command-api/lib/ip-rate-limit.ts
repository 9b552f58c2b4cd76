import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../domain/shared/errors';
import { SECURITY_MESSAGES } from '../../domain/security/messages';
import { securitySettings } from '../../infra/config/security';

/**
 * Per-IP flood guard for the sign-in and code routes (issue #3 "per-IP limits"): at most
 * SIGN_IN_REQUESTS_PER_IP_PER_MINUTE requests a minute from one address, per route. Counted in
 * the process's memory (each API process guards itself); the durable, cross-process limits are
 * the failure counts in the sign-in attempt log. Register inside a route plugin, then give the
 * route `config: { rateLimit: perIpPerMinute }`.
 */
export async function registerIpRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new DomainError('too_many', 'TOO_MANY_REQUESTS', SECURITY_MESSAGES.tooManyRequests),
  });
}

export const perIpPerMinute = {
  max: () => securitySettings().signInRequestsPerIpPerMinute,
  timeWindow: 60_000,
};
