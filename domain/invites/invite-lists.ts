import { z } from 'zod';
import { INVITE_REASON_CODES } from './invite-eligibility';

/**
 * The invite lists' contract (spec point 7: /customer/inviteslist, /customer/followupinviteslist,
 * /customer/bouncedemailpatients; point 2 "patient invites sort"), shared by the query API and the screen.
 */
export const INVITE_STATUSES = ['ready', 'followup', 'bounced', 'invited', 'registered'] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];
export const INVITE_STATUS_LABELS: Record<InviteStatus, string> = {
  ready: 'Ready to invite',
  followup: 'Follow-up due',
  bounced: 'E-mail bounced',
  invited: 'Invited',
  registered: 'Registered',
};

export const INVITE_SORT_KEYS = ['name', 'email', 'lastInviteDate', 'status'] as const;
export type InviteSortKey = (typeof INVITE_SORT_KEYS)[number];
export const INVITE_PAGE_SIZE = 12;

export const inviteListInput = z.object({
  sortBy: z.enum(INVITE_SORT_KEYS).default('name'),
  sortDirection: z.enum(['asc', 'desc']).default('asc'),
  /** inviteslist only: one status. */
  status: z.enum(INVITE_STATUSES).optional(),
  /** inviteslist only: patients the practice flagged for an invite (`/customer/setinviteflag`). */
  isInviteFlagged: z.boolean().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(INVITE_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
});
export type InviteListInput = z.input<typeof inviteListInput>;

export const inviteReasonView = z.object({ code: z.enum(INVITE_REASON_CODES), message: z.string() });

export const invitePatientView = z.object({
  accountNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  locationId: z.string(),
  status: z.enum(INVITE_STATUSES).nullable(),
  inviteCount: z.number().int(),
  firstInviteDate: z.string().nullable(),
  lastInviteDate: z.string().nullable(),
  isInviteFlagged: z.boolean(),
  isEmailBounced: z.boolean(),
  bouncedEmail: z.string().nullable(),
  bouncedAt: z.string().nullable(),
  isRegistered: z.boolean(),
  isDeactivated: z.boolean(),
  hasCompletedProfile: z.boolean(),
  hasCurrentPrescriptionUntil: z.string().nullable(),
  /** Whether an invite can be sent now, which kind, and every failed rule otherwise. */
  eligible: z.boolean(),
  kind: z.enum(['first', 'followup']),
  followUpFrom: z.string().nullable(),
  reasons: z.array(inviteReasonView),
});
export type InvitePatientView = z.infer<typeof invitePatientView>;

export const inviteListReply = z.object({
  items: z.array(invitePatientView),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  /** The practice's last invite (spec point 3, practice group: lastInviteDate). */
  lastInviteDate: z.string().nullable(),
});
export type InviteListReply = z.infer<typeof inviteListReply>;
