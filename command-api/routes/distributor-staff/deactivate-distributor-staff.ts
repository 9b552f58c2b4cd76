import { distributorStaffAccountInput, distributorStaffChangeReply } from '../../../domain/distributor-staff/api-schemas';
import { decideDeactivateDistributorStaff } from '../../../domain/distributor-staff/deactivate-distributor-staff';
import { customerDecider } from '../../../domain/identity/customer-decider';
import { customerStream } from '../../../domain/identity/events';
import { commandRoute } from '../../lib/command-route';

/**
 * POST /api/support/distributorstaff/deactivate (CSR): the analyst or operator can no longer sign in
 * (nor use an invitation link), and their open sessions end at once. Already deactivated: `position: null`.
 */
export const deactivateDistributorStaffRoute = commandRoute(
  {
    path: '/api/support/distributorstaff/deactivate', tags: ['support'], summary: 'Deactivate an analyst or operator (CSR)',
    description: '404 DISTRIBUTOR_STAFF_NOT_FOUND for any other account.',
    auth: ['CSR'], body: distributorStaffAccountInput, reply: distributorStaffChangeReply,
  },
  async ({ body, claims, handle }) => {
    const { result } = await handle(customerStream(body.accountNumber), customerDecider, (state) => decideDeactivateDistributorStaff({ deactivatedBy: claims.sub }, state));
    return { position: result?.position ?? null };
  },
);
