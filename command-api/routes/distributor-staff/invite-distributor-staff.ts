import { inviteDistributorStaffInput, inviteDistributorStaffReply } from '../../../domain/distributor-staff/api-schemas';
import { decideInviteDistributorStaff } from '../../../domain/distributor-staff/invite-distributor-staff';
import { customerDecider } from '../../../domain/identity/customer-decider';
import { customerStream } from '../../../domain/identity/events';
import { commandRoute } from '../../lib/command-route';
import { newAccountNumber } from '../../lib/new-account-number';
import { reserveEmail } from '../../lib/reserve-email';

/**
 * POST /api/support/distributorstaff/invite (CSR, issues #32, #33): an analyst or operator account
 * (CustomerRegistered + WelcomeEmailRequested, the CSR as actor); the invitation e-mail carries a
 * signed single-use link to set the password. The e-mail is reserved first, as for every account: an
 * address in use answers 409 USER_ALREADY_EXISTS.
 */
export const inviteDistributorStaffRoute = commandRoute(
  {
    path: '/api/support/distributorstaff/invite', tags: ['support'], summary: 'Invite an analyst or an operator (CSR)',
    description: '409 USER_ALREADY_EXISTS when the e-mail belongs to an account; 400 with fieldErrors for names, e-mail and role.',
    auth: ['CSR'], body: inviteDistributorStaffInput, reply: inviteDistributorStaffReply,
  },
  async ({ body, claims, metadata, idempotencyKey, isRetry, handle }, ctx) => {
    const accountNumber = await reserveEmail(ctx.store, body.email, newAccountNumber(), metadata, idempotencyKey('reserve-email'), isRetry);
    const { result } = await handle(customerStream(accountNumber), customerDecider, (state) => decideInviteDistributorStaff({ ...body, accountNumber, invitedBy: claims.sub }, state), {
      step: 'invite-distributor-staff',
      retries: 0,
    });
    if (!result) throw new Error('the invitation was not appended');
    return { accountNumber, position: result.position };
  },
);
