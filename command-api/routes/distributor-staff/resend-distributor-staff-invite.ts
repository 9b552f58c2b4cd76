import { distributorStaffAccountInput, distributorStaffChangeReply } from '../../../domain/distributor-staff/api-schemas';
import { decideResendDistributorStaffInvite } from '../../../domain/distributor-staff/resend-distributor-staff-invite';
import { customerDecider } from '../../../domain/identity/customer-decider';
import { customerStream } from '../../../domain/identity/events';
import { commandRoute } from '../../lib/command-route';

/** POST /api/support/distributorstaff/resendinvite (CSR): the invitation again, with a fresh link, to someone who has not set a password yet. */
export const resendDistributorStaffInviteRoute = commandRoute(
  {
    path: '/api/support/distributorstaff/resendinvite', tags: ['support'], summary: 'Send an analyst or operator their invitation again (CSR)',
    description: '404 DISTRIBUTOR_STAFF_NOT_FOUND; 422 ALREADY_REGISTERED (a password is set) or DISTRIBUTOR_STAFF_DEACTIVATED.',
    auth: ['CSR'], body: distributorStaffAccountInput, reply: distributorStaffChangeReply,
  },
  async ({ body, claims, handle }) => {
    const { result } = await handle(customerStream(body.accountNumber), customerDecider, (state) => decideResendDistributorStaffInvite({ requestedBy: claims.sub }, state));
    return { position: result?.position ?? null };
  },
);
