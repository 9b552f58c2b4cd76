import { customerDecider } from '../../../domain/identity/customer-decider';
import { decideCreatePracticeUser } from '../../../domain/identity/create-practice-user';
import { customerStream } from '../../../domain/identity/events';
import { approveSignupInput, approveSignupReply } from '../../../domain/practice-signups/api-schemas';
import { type PracticeSignupEvent, practiceSignupStream } from '../../../domain/practice-signups/events';
import { approvalIds, assertPending, decideApprovePracticeSignup, decideRegisterSignedUpPractice, practiceSignupDecider } from '../../../domain/practice-signups/signup-rules';
import { practiceStream } from '../../../domain/practices/events';
import { practiceDecider } from '../../../domain/practices/practice-decider';
import { fold } from '../../../domain/shared/decider';
import { commandRoute } from '../../lib/command-route';
import { reserveEmail } from '../../lib/reserve-email';

/**
 * POST /api/support/practicesignups/approve (CSR): registers the practice and its first location
 * (PracticeRegistered, LocationAdded), creates its practice administrator (CustomerRegistered +
 * WelcomeEmailRequested: the onboarding's welcome e-mail sets the password) and records the
 * approval. Ids derive from the sign-up, so a retry after a partial failure completes it.
 */
export const approvePracticeSignupRoute = commandRoute(
  { path: '/api/support/practicesignups/approve', tags: ['practice sign-up'], summary: 'Approve a practice sign-up (CSR)', auth: ['CSR'], body: approveSignupInput, reply: approveSignupReply },
  async ({ body, claims, handle, metadata }, ctx) => {
    const stream = practiceSignupStream(body.signupId);
    const request = assertPending(fold(practiceSignupDecider, (await ctx.store.readStream<PracticeSignupEvent>(stream)).events));
    const ids = approvalIds(body.signupId);
    await reserveEmail(ctx.store, request.email, ids.adminAccountNumber, metadata);
    await handle(practiceStream(ids.practiceId), practiceDecider, (s) => decideRegisterSignedUpPractice({ ...ids, request }, s), { step: 'practice' });
    await handle(
      customerStream(ids.adminAccountNumber),
      customerDecider,
      (s) =>
        decideCreatePracticeUser(
          {
            accountNumber: ids.adminAccountNumber, customerGroup: 'Practice', email: request.email, firstName: request.firstName, lastName: request.lastName,
            phone: request.phone, practiceId: ids.practiceId, locationId: ids.locationId, requestedBy: claims.sub,
          },
          s,
        ),
      { step: 'administrator' },
    );
    const { result } = await handle(stream, practiceSignupDecider, (s) => decideApprovePracticeSignup({ ...ids, approvedBy: claims.sub, now: new Date() }, s), { step: 'approval' });
    return { ...ids, position: result!.position };
  },
);
