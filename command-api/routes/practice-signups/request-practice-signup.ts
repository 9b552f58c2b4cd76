import { v7 as uuidv7 } from 'uuid';
import { practiceSignupInput, practiceSignupReply } from '../../../domain/practice-signups/api-schemas';
import { practiceSignupStream } from '../../../domain/practice-signups/events';
import { decideRequestPracticeSignup, initialSignupState, practiceSignupDecider, SIGNUP_MESSAGES, signupKeys } from '../../../domain/practice-signups/signup-rules';
import { DomainError } from '../../../domain/shared/errors';
import { requireHumanCheck } from '../../../infra/http/human-check';
import { accountByEmail } from '../../lib/account-by-email';
import { commandRoute } from '../../lib/command-route';
import { contactPerIpPerMinute } from '../../lib/public-form-limits';
import { reserveSignupKey } from '../../lib/signup-keys';

/**
 * POST /api/customer/practice/signup (public, issue #17): a practice asks to join. Human check,
 * the pure checks (terms, name, deliverable address), then the duplicate keys (e-mail; practice
 * name + ZIP) are claimed and PracticeSignupRequested appended; the sign-up reactor e-mails the
 * applicant. An e-mail that already has an account is refused like everywhere else.
 */
export const requestPracticeSignupRoute = commandRoute(
  {
    path: '/api/customer/practice/signup', tags: ['practice sign-up'], summary: 'Ask to join Lensloop as a practice',
    auth: 'public', body: practiceSignupInput, reply: practiceSignupReply, errors: [429], rateLimit: contactPerIpPerMinute,
  },
  async ({ body, handle, metadata, request }, ctx) => {
    const { humanCheck, address1, address2, city, state, zip, ...rest } = body;
    await requireHumanCheck(ctx.sql, humanCheck, request);
    const signupId = uuidv7();
    const command = { signupId, ...rest, address: { address1, ...(address2 ? { address2 } : {}), city, state, zip }, now: new Date() };
    // Everything that can refuse the form is checked before any key is claimed.
    decideRequestPracticeSignup(command, initialSignupState());
    if (await accountByEmail(ctx.store, body.email)) {
      throw new DomainError('conflict', 'USER_ALREADY_EXISTS', SIGNUP_MESSAGES.existingAccount, { field: 'email' });
    }
    const keys = signupKeys({ email: body.email, practiceName: body.practiceName, zip });
    await reserveSignupKey(ctx.store, keys.email, signupId, metadata);
    await reserveSignupKey(ctx.store, keys.practice, signupId, metadata);
    const { result } = await handle(practiceSignupStream(signupId), practiceSignupDecider, (s) => decideRequestPracticeSignup(command, s));
    return { signupId, message: SIGNUP_MESSAGES.received, position: result!.position };
  },
);
