import { z } from 'zod';
import { CUSTOMER_GROUPS } from '../identity/customer-group';
import { IMPERSONATION_END_CAUSES } from './events';

/** The impersonation audit trail's query (`GET /api/support/impersonations`, and its CSV export). */
export const AUDIT_PAGE_SIZE = 20;

const filterText = z
  .string()
  .transform((v) => v.replace(/[<>%_\\]/g, '').trim().slice(0, 250))
  .optional();

/** Instants (ISO 8601): the browser turns the CSR's local dates into the start/end of those days. */
const instant = z.iso.datetime({ offset: true, error: 'A valid date is required' }).optional();

export const listImpersonationsInput = z.object({
  /** CSR name or account number. */
  csr: filterText,
  /** Impersonated user's name, e-mail or account number. */
  user: filterText,
  /** Sessions started at or after this instant. */
  from: instant,
  /** Sessions started before this instant. */
  to: instant,
  limit: z.coerce.number().int().min(1).max(100).default(AUDIT_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
});
export type ListImpersonationsInput = z.input<typeof listImpersonationsInput>;

export const impersonationSession = z.object({
  impersonationId: z.string(),
  csrAccountNumber: z.string(),
  csrName: z.string(),
  userAccountNumber: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  userGroup: z.enum(CUSTOMER_GROUPS),
  practiceId: z.string().nullable(),
  practiceName: z.string().nullable(),
  reason: z.string().nullable(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  endCause: z.enum(IMPERSONATION_END_CAUSES).nullable(),
  changesCount: z.number().int(),
});
export type ImpersonationSession = z.infer<typeof impersonationSession>;

export const listImpersonationsOutput = z.object({
  total: z.number().int(),
  sessions: z.array(impersonationSession),
});
export type ListImpersonationsOutput = z.infer<typeof listImpersonationsOutput>;

export const impersonationChange = z.object({
  eventId: z.string(),
  type: z.string(),
  streamId: z.string(),
  occurredAt: z.string(),
  summary: z.string(),
});
export type ImpersonationChange = z.infer<typeof impersonationChange>;

export const impersonationDetail = impersonationSession.extend({ changes: z.array(impersonationChange) });
export type ImpersonationDetail = z.infer<typeof impersonationDetail>;

export const END_CAUSE_LABELS: Record<(typeof IMPERSONATION_END_CAUSES)[number], string> = {
  'end-session': 'Ended by the representative',
  'new-search': 'Ended by a new customer search',
  'sign-out': 'Ended by signing out',
};
