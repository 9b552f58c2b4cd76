import { decideDeactivateDistributorStaff } from '../../../domain/distributor-staff/deactivate-distributor-staff';
import { distributorStaffAccountCommand } from './account-command';

/**
 * POST /api/support/distributorstaff/deactivate (CSR): the analyst or operator can no longer sign in
 * (nor use an invitation link), and their open sessions end at once. Already deactivated: `position: null`.
 */
export const deactivateDistributorStaffRoute = distributorStaffAccountCommand(
  { action: 'deactivate', summary: 'Deactivate an analyst or operator (CSR)', description: '404 DISTRIBUTOR_STAFF_NOT_FOUND for any other account.' },
  ({ by }, state) => decideDeactivateDistributorStaff({ deactivatedBy: by }, state),
);
