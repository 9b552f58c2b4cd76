import { deactivateDistributorStaffRoute } from './deactivate-distributor-staff';
import { inviteDistributorStaffRoute } from './invite-distributor-staff';
import { reactivateDistributorStaffRoute } from './reactivate-distributor-staff';
import { resendDistributorStaffInviteRoute } from './resend-distributor-staff-invite';

/** Distributor staff (CSR; issues #32, #33): invite analysts and operators, re-send, deactivate, restore. */
export const distributorStaffCommandRoutes = [inviteDistributorStaffRoute, resendDistributorStaffInviteRoute, deactivateDistributorStaffRoute, reactivateDistributorStaffRoute];
