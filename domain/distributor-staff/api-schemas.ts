import { z } from 'zod';
import { customerProfile } from '../identity/api-schemas';
import { DISTRIBUTOR_STAFF_GROUPS } from '../identity/customer-group';
import { pageWindow } from '../shared/paging';
import { email, requiredName } from '../shared/validation';
import { DISTRIBUTOR_STAFF_MESSAGES } from './messages';
import { DISTRIBUTOR_STAFF_STATUSES } from './staff-status';

/**
 * The distributor-staff context's API contract (issues #32, #33): a CSR lists, invites, re-invites,
 * deactivates and restores analysts and operators. Shared by the APIs and the web's forms.
 */

export const distributorRole = z.enum(DISTRIBUTOR_STAFF_GROUPS, { error: DISTRIBUTOR_STAFF_MESSAGES.roleRequired });

/** `POST /api/support/distributorstaff/invite` (CSR). */
export const inviteDistributorStaffInput = z.object({
  firstName: requiredName,
  lastName: requiredName,
  email,
  role: distributorRole,
});
export type InviteDistributorStaffInput = z.input<typeof inviteDistributorStaffInput>;
export type InviteDistributorStaffValues = z.output<typeof inviteDistributorStaffInput>;
export const inviteDistributorStaffReply = z.object({ accountNumber: z.string(), position: z.number().int() });
export type InviteDistributorStaffReply = z.infer<typeof inviteDistributorStaffReply>;

/** Re-send the invitation, deactivate, restore (CSR): one account. */
export const distributorStaffAccountInput = z.object({ accountNumber: z.string().trim().min(1).max(20) });
export type DistributorStaffAccountInput = z.input<typeof distributorStaffAccountInput>;
/** The position of the change, or null when there was nothing to change (already deactivated, already active). */
export const distributorStaffChangeReply = z.object({ position: z.number().int().nullable() });
export type DistributorStaffChangeReply = z.infer<typeof distributorStaffChangeReply>;

export const DISTRIBUTOR_STAFF_PAGE_SIZE = 20;

/** `POST /api/support/distributorstaff` (CSR): analysts and operators, by last name, searchable, paged. */
export const listDistributorStaffInput = z.object({
  /** Part of a name or an e-mail address. */
  search: z.string().trim().max(100, DISTRIBUTOR_STAFF_MESSAGES.searchTooLong).default(''),
  role: z.enum(['all', ...DISTRIBUTOR_STAFF_GROUPS]).default('all'),
  status: z.enum(['all', ...DISTRIBUTOR_STAFF_STATUSES]).default('all'),
  ...pageWindow(DISTRIBUTOR_STAFF_PAGE_SIZE),
});
export type ListDistributorStaffInput = z.input<typeof listDistributorStaffInput>;

/** One analyst or operator: who (as an account's profile names them), their role and where they stand. */
export const distributorStaffRow = customerProfile.pick({ accountNumber: true, firstName: true, lastName: true, email: true }).extend({
  role: distributorRole,
  status: z.enum(DISTRIBUTOR_STAFF_STATUSES),
  invitedAt: z.string(),
  /** The CSR who invited them (their name as the accounts read model has it), or null for the platform's own (demo) accounts. */
  invitedBy: z.string().nullable(),
  /** When the last invitation e-mail went out (null: not yet, or never needed). */
  invitationSentAt: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
  lastSignedInAt: z.string().nullable(),
  deactivatedAt: z.string().nullable(),
});
export type DistributorStaffRow = z.infer<typeof distributorStaffRow>;
export const listDistributorStaffReply = z.object({ total: z.number().int(), staff: z.array(distributorStaffRow) });
export type ListDistributorStaffReply = z.infer<typeof listDistributorStaffReply>;
