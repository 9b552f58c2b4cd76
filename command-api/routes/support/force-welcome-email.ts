import { positionReply } from '../../../domain/identity/api-schemas';
import { customerDecider } from '../../../domain/identity/customer-decider';
import { customerStream } from '../../../domain/identity/events';
import { decideRequestWelcomeEmail } from '../../../domain/identity/request-welcome-email';
import { forceWelcomeEmailInput } from '../../../domain/support/api-schemas';
import { commandRoute } from '../../lib/command-route';

/**
 * POST /api/customer/forcewelcomeemail (CSR): sends the welcome e-mail (a fresh set-password
 * link) to a patient of any practice again, even when one was sent or is still on its way
 * (WelcomeEmailRequested with force; the welcome reactor and job send it). A patient who has
 * already set a password is refused: "Forgot password?" is their way in.
 */
export const forceWelcomeEmailRoute = commandRoute(
  { path: '/api/customer/forcewelcomeemail', tags: ['customer'], summary: 'Send a patient the welcome e-mail again (CSR)', auth: ['CSR'], body: forceWelcomeEmailInput, reply: positionReply },
  async ({ body, claims, handle }) => {
    const { result } = await handle(customerStream(body.accountNumber), customerDecider, (state) => decideRequestWelcomeEmail({ requestedBy: claims.sub, force: true }, state));
    return { position: result!.position };
  },
);
