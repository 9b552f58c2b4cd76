import { CUSTOMER_GROUPS } from '../../../domain/identity/customer-group';
import { optionalPositionReply } from '../../../domain/identity/api-schemas';
import { customerDecider } from '../../../domain/identity/customer-decider';
import { customerStream } from '../../../domain/identity/events';
import { decideSignOut } from '../../../domain/identity/sign-out';
import { commandRoute } from '../../lib/command-route';

/** POST /api/customer/signout: closes the session (SignedOut); the token is refused from then on. */
export const signOutRoute = commandRoute(
  { path: '/api/customer/signout', tags: ['customer'], summary: 'Sign out', auth: CUSTOMER_GROUPS, duringEnrolment: true, reply: optionalPositionReply },
  async ({ claims, handle }) => {
    const { result } = await handle(customerStream(claims.sub), customerDecider, (s) => decideSignOut({ sessionId: claims.sessionId }, s));
    return { position: result?.position ?? null };
  },
);
