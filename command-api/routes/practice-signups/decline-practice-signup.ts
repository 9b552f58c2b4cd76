import { declineSignupInput, declineSignupReply } from '../../../domain/practice-signups/api-schemas';
import { practiceSignupStream } from '../../../domain/practice-signups/events';
import { decideDeclinePracticeSignup, practiceSignupDecider } from '../../../domain/practice-signups/signup-rules';
import { commandRoute } from '../../lib/command-route';

/** POST /api/support/practicesignups/decline (CSR): PracticeSignupDeclined with the reason; the applicant is e-mailed it. */
export const declinePracticeSignupRoute = commandRoute(
  { path: '/api/support/practicesignups/decline', tags: ['practice sign-up'], summary: 'Decline a practice sign-up with a reason (CSR)', auth: ['CSR'], body: declineSignupInput, reply: declineSignupReply },
  async ({ body, claims, handle }) => {
    const { result } = await handle(practiceSignupStream(body.signupId), practiceSignupDecider, (s) => decideDeclinePracticeSignup({ reason: body.reason, declinedBy: claims.sub, now: new Date() }, s));
    return { position: result!.position };
  },
);
