import { z } from 'zod';
import { INVITE_REASON_CODES } from './invite-eligibility';
import { pageWindow } from '../shared/paging';

/** The invites context's API contract (issue #14): the invite lists, one patient's eligibility, sending invites. */

export const MAX_INVITES_PER_REQUEST = 100;

/** `POST /api/customer/sendinvite` body (D-082): one patient, or several ("invite flagged patients"). */
export const sendInviteInput = z.object({
  accountNumbers: z
    .array(z.string().trim().regex(/^\d{1,20}$/, 'Invalid account number'))
    .min(1, 'Choose at least one patient.')
    .max(MAX_INVITES_PER_REQUEST, `At most ${MAX_INVITES_PER_REQUEST} patients at a time.`),
});
export type SendInviteInput = z.input<typeof sendInviteInput>;

/** `POST /api/customer/inviteeligibility`: one patient of the caller's practice. */
export const inviteEligibilityInput = z.object({ accountNumber: z.string().trim().regex(/^\d{1,20}$/, 'Patient not found') });

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
  ...pageWindow(INVITE_PAGE_SIZE),
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

/** The three lists' body: optional, with the first page sorted by name by default. */
export const inviteListRequest = inviteListInput.optional().default({ sortBy: 'name', sortDirection: 'asc', limit: 12, offset: 0 });

export const sendInviteReply = z.object({
  results: z.array(
    z.object({
      accountNumber: z.string(),
      sent: z.boolean(),
      kind: z.enum(['first', 'followup']).optional(),
      code: z.string().optional(),
      message: z.string().optional(),
      reasons: z.array(inviteReasonView).optional(),
    }),
  ),
  sent: z.number().int(),
  /** Position of the last event appended (read-your-writes), null when nothing was sent. */
  position: z.number().int().nullable(),
});
export type SendInviteReply = z.infer<typeof sendInviteReply>;
