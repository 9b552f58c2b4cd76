import { decideResendDistributorStaffInvite } from '../../../domain/distributor-staff/resend-distributor-staff-invite';
import { distributorStaffAccountCommand } from './account-command';

/** POST /api/support/distributorstaff/resendinvite (CSR): the invitation again, with a fresh link, to someone who has not set a password yet. */
export const resendDistributorStaffInviteRoute = distributorStaffAccountCommand(
  {
    action: 'resendinvite',
    summary: 'Send an analyst or operator their invitation again (CSR)',
    description: '404 DISTRIBUTOR_STAFF_NOT_FOUND; 422 ALREADY_REGISTERED (a password is set) or DISTRIBUTOR_STAFF_DEACTIVATED.',
  },
  ({ by }, state) => decideResendDistributorStaffInvite({ requestedBy: by }, state),
);
