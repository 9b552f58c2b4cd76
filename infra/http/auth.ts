import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type AccessClaims, lacksSecondFactor } from '../../domain/identity/access-token';
import { CUSTOMER_GROUPS, type CustomerGroup, PLATFORM_GROUPS } from '../../domain/identity/customer-group';
import { DomainError, MESSAGES } from '../../domain/shared/errors';

/**
 * Deny by default (guide §5): every /api route must declare `config.auth`:
 * 'public', 'any' (any signed-in user of the ordering platform: CSR, patient, staff, practice
 * administrator) or the list of customer groups allowed. A route without it fails at start-up, so
 * nothing ships unguarded by accident. Distributor staff (Analyst, Operator) pass only a route whose
 * list names them (`CUSTOMER_GROUPS` for the self-service routes every account has), never 'any' (D-741).
 */
export type RouteAuth = 'public' | 'any' | readonly CustomerGroup[];

/** The groups a rule admits (public routes admit everyone, signed in or not). */
export function admits(rule: Exclude<RouteAuth, 'public'>, group: string): boolean {
  const allowed: readonly string[] = rule === 'any' ? PLATFORM_GROUPS : rule;
  return allowed.includes(group);
}

export const SECOND_FACTOR_REQUIRED = 'Set up two-factor sign-in first: your role signs in with a code texted to your phone.';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
    /** Read models this query reads, for x-min-position (read-your-writes). */
    readModels?: readonly string[];
    /**
     * Also answers a session that has not completed the second factor its group requires (D-742):
     * the two-factor enrolment's own routes and sign-out, nothing else.
     */
    duringEnrolment?: boolean;
  }
  interface FastifyRequest {
    claims?: AccessClaims;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessClaims;
    user: AccessClaims;
  }
}

export interface AuthOptions {
  secret: string;
  tokenTtlMs: number;
  /** True when the token's session exists, is open and the token is not renewed away (infra/read-models/sessions.ts, D-526). */
  isSessionValid: (claims: AccessClaims) => Promise<boolean>;
}

export const authPlugin = fp(async function auth(app: FastifyInstance, opts: AuthOptions) {
  await app.register(fastifyJwt, { secret: opts.secret, sign: { expiresIn: Math.floor(opts.tokenTtlMs / 1000) } });

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    if (route.config?.auth === undefined) throw new Error(`Route ${route.method} ${route.url} declares no auth rule`);
  });

  app.addHook('onRequest', async (request: FastifyRequest) => {
    const rule = request.routeOptions.config?.auth;
    if (rule === undefined) {
      if (request.url.startsWith('/api/') && !request.url.startsWith('/api/docs') && request.routeOptions.url) {
        throw new DomainError('forbidden', 'FORBIDDEN', MESSAGES.unauthorizedPage);
      }
      return;
    }
    const duringEnrolment = request.routeOptions.config?.duringEnrolment === true;
    if (rule === 'public') {
      await tryAuthenticate(request, opts, duringEnrolment);
      return;
    }
    const claims = await authenticate(request, opts);
    if (!admits(rule, claims.customerGroup)) {
      throw new DomainError('forbidden', 'FORBIDDEN', MESSAGES.unauthorizedPage);
    }
    // Checked here, on the server, from the signed token: the browser's own guard is a convenience.
    if (lacksSecondFactor(claims) && !duringEnrolment) {
      throw new DomainError('forbidden', 'SECOND_FACTOR_REQUIRED', SECOND_FACTOR_REQUIRED);
    }
  });
});

async function authenticate(request: FastifyRequest, opts: AuthOptions): Promise<AccessClaims> {
  let claims: AccessClaims;
  try {
    claims = await request.jwtVerify<AccessClaims>();
  } catch {
    throw new DomainError('unauthorized', 'UNAUTHORIZED', 'Your session has ended. Please sign in again.');
  }
  // Only a session token is a bearer token: any other JWT signed with the same key is refused.
  if (
    typeof claims.sub !== 'string' ||
    typeof claims.sessionId !== 'string' ||
    !(CUSTOMER_GROUPS as readonly string[]).includes(claims.customerGroup)
  ) {
    throw new DomainError('unauthorized', 'UNAUTHORIZED', 'Your session has ended. Please sign in again.');
  }
  if ((claims.gen !== undefined && !Number.isSafeInteger(claims.gen)) || (claims.mfa !== undefined && typeof claims.mfa !== 'boolean')) {
    throw new DomainError('unauthorized', 'UNAUTHORIZED', 'Your session has ended. Please sign in again.');
  }
  if (!(await opts.isSessionValid(claims))) {
    throw new DomainError('unauthorized', 'UNAUTHORIZED', 'Your session has ended. Please sign in again.');
  }
  request.claims = claims;
  return claims;
}

/**
 * Public routes still learn who is calling when a valid token is sent (e.g. resending a code); a
 * session still owing its second factor counts as nobody there, except on the enrolment's routes.
 */
async function tryAuthenticate(request: FastifyRequest, opts: AuthOptions, duringEnrolment: boolean) {
  if (!request.headers.authorization) return;
  try {
    const claims = await authenticate(request, opts);
    if (lacksSecondFactor(claims) && !duringEnrolment) request.claims = undefined;
  } catch {
    /* a public route ignores a bad token */
  }
}

export function requireClaims(request: FastifyRequest): AccessClaims {
  if (!request.claims) throw new DomainError('unauthorized', 'UNAUTHORIZED', 'Sign in first.');
  return request.claims;
}

/** The caller as a command or query handler sees it. */
export interface CallerClaims {
  /** The caller's claims (401 when the route is public and nobody signed in). */
  readonly claims: AccessClaims;
  /** The caller's claims, or undefined on a public route called anonymously. */
  readonly claimsIfAny: AccessClaims | undefined;
}

/** `call` with the CallerClaims getters of `request` (read when the handler asks, so a public route may ignore them). */
export function withCallerClaims<Call extends object>(request: FastifyRequest, call: Call): Call & CallerClaims {
  return Object.defineProperties(call, {
    claims: { get: () => requireClaims(request), enumerable: true, configurable: true },
    claimsIfAny: { get: () => request.claims, enumerable: true, configurable: true },
  }) as Call & CallerClaims;
}
