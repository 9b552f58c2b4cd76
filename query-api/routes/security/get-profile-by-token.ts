import { CUSTOMER_GROUPS } from '../../../domain/identity/customer-group';
import { createHash } from 'node:crypto';
import { type GetByTokenReply, getByTokenReply } from '../../../domain/security/api-schemas';
import { DomainError } from '../../../domain/shared/errors';
import { securitySettings } from '../../../infra/config/security';
import type { QueryContext } from '../../lib/context';
import { withPracticeFields } from '../../lib/load-practice-profile-fields';
import { loadProfile } from '../../lib/load-profile';
import { queryRoute } from '../../lib/query-route';

const MAX_ENTRIES = 10_000;

/** Profile-by-token cache (spec point 7: 20 minutes by default, PROFILE_CACHE_MINUTES to change), per process. */
class ProfileCache {
  private readonly entries = new Map<string, { reply: GetByTokenReply; until: number }>();

  get(key: string): GetByTokenReply | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.until <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.reply;
  }

  set(key: string, reply: GetByTokenReply, ttlMs: number): void {
    if (this.entries.size >= MAX_ENTRIES) {
      const now = Date.now();
      for (const [k, v] of this.entries) if (v.until <= now) this.entries.delete(k);
      // Still full: drop the oldest (Map keeps insertion order).
      for (const k of this.entries.keys()) {
        if (this.entries.size < MAX_ENTRIES) break;
        this.entries.delete(k);
      }
    }
    this.entries.set(key, { reply, until: Date.now() + ttlMs });
  }
}

/** One cache per mounted query API (its context), as when the cache lived in the route's plugin. */
const caches = new WeakMap<QueryContext, ProfileCache>();
const cacheOf = (ctx: QueryContext) => caches.get(ctx) ?? caches.set(ctx, new ProfileCache()).get(ctx)!;

/**
 * POST /api/customer/getbytoken: the profile of the bearer token's user (spec point 7: the profile
 * lookup by token, cached per token for 20 minutes), and that token with its expiry. Renewing the
 * token is a command, `POST /api/session/renew` (D-526): the browser's token-check timer renews, then
 * reads the profile here with the new token. An ended or renewed-away session is refused before the
 * cache is consulted (auth runs first), and a 401 here does not reload the page (spec point 7).
 */
export const getByTokenRoute = queryRoute(
  {
    method: 'POST',
    path: '/api/customer/getbytoken',
    tags: ['customer'],
    summary: 'Profile by token',
    description: '401 UNAUTHORIZED for an ended, unknown or renewed-away session.',
    auth: CUSTOMER_GROUPS,
    readModels: ['customers', 'practices', 'mfa_settings'],
    reply: getByTokenReply,
  },
  async ({ claims, request }, ctx) => {
    const cache = cacheOf(ctx);
    const token = (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
    const key = createHash('sha256').update(token).digest('base64url');
    const cached = cache.get(key);
    if (cached) return cached;

    const loaded = await loadProfile(ctx.db, claims.sub, claims);
    if (!loaded) throw new DomainError('not_found', 'NOT_FOUND', 'Profile not found');
    const profile = await withPracticeFields(ctx.db, loaded);
    const exp = (request.server.jwt.decode<{ exp?: number }>(token)?.exp ?? 0) * 1000;
    const reply = { ...profile, token, expiresAt: new Date(exp).toISOString() };
    cache.set(key, reply, securitySettings().profileCacheMs);
    return reply;
  },
);
