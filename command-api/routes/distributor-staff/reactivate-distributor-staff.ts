import { decideReactivateDistributorStaff } from '../../../domain/distributor-staff/reactivate-distributor-staff';
import { distributorStaffAccountCommand } from './account-command';

/** POST /api/support/distributorstaff/reactivate (CSR): a deactivated analyst or operator gets access back (a fresh invitation if they never set a password). */
export const reactivateDistributorStaffRoute = distributorStaffAccountCommand(
  { action: 'reactivate', summary: 'Restore an analyst’s or operator’s access (CSR)', description: '404 DISTRIBUTOR_STAFF_NOT_FOUND for any other account; not deactivated: `position: null`.' },
  ({ by }, state) => decideReactivateDistributorStaff({ reactivatedBy: by }, state),
);
