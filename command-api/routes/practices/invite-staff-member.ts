import { practiceIdOf } from '../../../domain/identity/access-token';
import { customerDecider } from '../../../domain/identity/customer-decider';
import { decideCreatePracticeUser } from '../../../domain/identity/create-practice-user';
import { customerStream } from '../../../domain/identity/events';
import { inviteStaffInput, inviteStaffReply } from '../../../domain/practices/api-schemas';
import { assertInvitableLocation } from '../../../domain/practices/manage-practice';
import { commandRoute } from '../../lib/command-route';
import { newAccountNumber } from '../../lib/new-account-number';
import { assertPracticeAllows, loadPracticeState, PRACTICE_STATE_ERRORS } from '../../lib/practice-guard';
import { reserveEmail } from '../../lib/reserve-email';

/**
 * POST /api/customer/practice/staff/invite (practice administrator, issue #17): a staff account at
 * one of the practice's locations (CustomerRegistered + WelcomeEmailRequested); the welcome e-mail
 * lets the new staff member set a password. An e-mail in use answers USER_ALREADY_EXISTS.
 */
export const inviteStaffMemberRoute = commandRoute(
  { path: '/api/customer/practice/staff/invite', tags: ['practice'], summary: 'Invite a staff member (administrator)', auth: ['Practice'], body: inviteStaffInput, reply: inviteStaffReply, errors: PRACTICE_STATE_ERRORS },
  async ({ body, claims, handle, metadata }, ctx) => {
    const practiceId = practiceIdOf(claims);
    await assertPracticeAllows(ctx, claims, 'edit practice information');
    assertInvitableLocation(await loadPracticeState(ctx.store, practiceId), body.locationId);
    const accountNumber = await reserveEmail(ctx.store, body.email, newAccountNumber(), metadata);
    const { result } = await handle(customerStream(accountNumber), customerDecider, (s) =>
      decideCreatePracticeUser({ accountNumber, customerGroup: 'Staff', ...body, practiceId, requestedBy: claims.sub }, s),
    );
    return { accountNumber, position: result!.position };
  },
);
