import type { InviteListInput } from '@domain/invites/api-schemas';

/** Query keys of the invites feature (written only by the queryOptions factories). */
export const inviteKeys = {
  all: ['invites'] as const,
  list: (which: 'invites' | 'followup' | 'bounced', input: InviteListInput) => [...inviteKeys.all, which, input] as const,
  eligibility: (accountNumber: string) => [...inviteKeys.all, 'eligibility', accountNumber] as const,
};
