import type { FastifyInstance, FastifyRequest } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import type { AccessClaims } from '../../domain/identity/access-token';
import type { CustomerState } from '../../domain/identity/customer-decider';
import { customerDecider } from '../../domain/identity/customer-decider';
import { toCustomerProfile } from '../../domain/identity/customer-profile';
import { customerStream } from '../../domain/identity/events';
import { decideOpenImpersonatedSession, decideSignIn } from '../../domain/identity/sign-in';
import type { EventMetadata } from '../../infra/event-store/port';
import type { CommandContext } from './context';
import { handleCommand } from './handle-command';
import { loadPractice } from './load-location';
import { metadataFor } from './metadata';
import { loadMfa } from './mfa';
import { type CustomerProfile } from '../../domain/identity/api-schemas';

export interface OpenedSession {
  token: string;
  profile: CustomerProfile;
  position: number;
  sessionId: string;
}

/**
 * Opens a session for an account whose credentials were checked: appends SignedIn, signs the JWT
 * (account, group, practice, location, and the impersonating CSR when there is one) and builds the
 * profile (with the two-factor facts from the account's MFA stream). Used by sign-in, MFA sign-in,
 * the required two-factor enrolment and impersonation.
 */
export async function openSession(
  app: FastifyInstance,
  ctx: CommandContext,
  request: FastifyRequest,
  state: CustomerState,
  options: {
    impersonator?: AccessClaims['impersonator'];
    metadata?: EventMetadata;
    sessionId?: string;
    /** The sign-in checked the texted second factor (the token carries `mfa`, D-742). */
    secondFactor?: boolean;
  } = {},
): Promise<OpenedSession> {
  const sessionId = options.sessionId ?? uuidv7();
  const expiresAt = new Date(Date.now() + ctx.tokenTtlMs).toISOString();
  const actor = { accountNumber: state.accountNumber!, customerGroup: state.customerGroup! };
  const metadata = options.metadata ?? metadataFor(request, actor);
  if (options.impersonator) metadata.impersonator = options.impersonator;
  const { result } = await handleCommand(
    ctx.store,
    customerStream(state.accountNumber!),
    customerDecider,
    (s) =>
      options.impersonator
        ? decideOpenImpersonatedSession({ sessionId, expiresAt }, s)
        : decideSignIn({ passwordMatches: true, sessionId, expiresAt }, s),
    { metadata },
  );

  const [practice, mfa] = await Promise.all([
    state.practiceId ? loadPractice(ctx.store, state.practiceId) : undefined,
    loadMfa(ctx.store, state.accountNumber!),
  ]);
  const location = practice?.locations.find((l) => l.locationId === state.locationId) ?? null;
  const claims: AccessClaims = {
    sub: state.accountNumber!,
    customerGroup: state.customerGroup!,
    sessionId,
    ...(state.practiceId ? { practiceId: state.practiceId } : {}),
    ...(state.locationId ? { locationId: state.locationId } : {}),
    ...(options.impersonator ? { impersonator: options.impersonator } : {}),
    ...(options.secondFactor ? { mfa: true } : {}),
  };
  const profile = toCustomerProfile({
    accountNumber: state.accountNumber!,
    customerGroup: state.customerGroup!,
    email: state.email!,
    firstName: state.firstName!,
    lastName: state.lastName!,
    practiceId: state.practiceId ?? null,
    practiceName: practice?.name ?? null,
    location,
    phone: state.phone ?? null,
    dob: state.dob ?? null,
    addresses: state.addresses,
    hasBeenSentEmail: state.welcomeEmailsFor.length > 0,
    impersonator: options.impersonator,
    isMfaEnabled: mfa.enabled,
    hideMfaModal: mfa.hideMfaModal,
  });
  return { token: app.jwt.sign(claims), profile, position: result!.position, sessionId };
}
