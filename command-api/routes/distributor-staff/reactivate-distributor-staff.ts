import { distributorStaffAccountInput, distributorStaffChangeReply } from '../../../domain/distributor-staff/api-schemas';
import { decideReactivateDistributorStaff } from '../../../domain/distributor-staff/reactivate-distributor-staff';
import { customerDecider } from '../../../domain/identity/customer-decider';
import { customerStream } from '../../../domain/identity/events';
import { commandRoute } from '../../lib/command-route';

/** POST /api/support/distributorstaff/reactivate (CSR): a deactivated analyst or operator gets access back (a fresh invitation if they never set a password). */
export const reactivateDistributorStaffRoute = commandRoute(
  {
    path: '/api/support/distributorstaff/reactivate', tags: ['support'], summary: 'Restore an analyst’s or operator’s access (CSR)',
    description: '404 DISTRIBUTOR_STAFF_NOT_FOUND for any other account; not deactivated: `position: null`.',
    auth: ['CSR'], body: distributorStaffAccountInput, reply: distributorStaffChangeReply,
  },
  async ({ body, claims, handle }) => {
    const { result } = await handle(customerStream(body.accountNumber), customerDecider, (state) => decideReactivateDistributorStaff({ reactivatedBy: claims.sub }, state));
    return { position: result?.position ?? null };
  },
);
