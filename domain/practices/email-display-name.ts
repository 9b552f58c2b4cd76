import { z } from 'zod';
import { DomainError } from '../shared/errors';

/**
 * The e-mail display name: the sender name on the e-mails a practice's patients receive (the
 * welcome e-mail), e.g. "Clearview Eye Care". Without one, the practice's name is used. Kept in
 * its own stream `email-display-name-{practiceId}` so it never touches the practice's stream.
 */
export interface EmailDisplayNameSet {
  type: 'EmailDisplayNameSet';
  data: { practiceId: string; displayName: string };
}
export type EmailDisplayNameEvent = EmailDisplayNameSet;

export const emailDisplayNameStream = (practiceId: string) => `email-display-name-${practiceId}`;

/** Spec point 8, verbatim. */
export const EMAIL_DISPLAY_NAME_INVALID = 'INVALID_VALUE: Invalid Email display name';
export const EMAIL_DISPLAY_NAME_MAX = 70;
/** Letters (any script), digits, spaces and & , ' . - – + ( ): nothing that could break a From header. */
const DISPLAY_NAME_PATTERN = /^[\p{L}\p{N}&,'.+()\- \u2013]+$/u;

export const emailDisplayName = z
  .string({ error: EMAIL_DISPLAY_NAME_INVALID })
  .transform((v) => v.replace(/\s+/g, ' ').trim())
  .pipe(
    z
      .string()
      .min(1, EMAIL_DISPLAY_NAME_INVALID)
      .max(EMAIL_DISPLAY_NAME_MAX, EMAIL_DISPLAY_NAME_INVALID)
      .regex(DISPLAY_NAME_PATTERN, EMAIL_DISPLAY_NAME_INVALID),
  );

/** `POST /api/customer/upsertemaildisplayname`. */
export const upsertEmailDisplayNameInput = z.object({ emailDisplayName });
export type UpsertEmailDisplayNameInput = z.infer<typeof upsertEmailDisplayNameInput>;

export interface EmailDisplayNameState {
  displayName?: string;
}

export function evolveEmailDisplayName(state: EmailDisplayNameState, event: EmailDisplayNameEvent): EmailDisplayNameState {
  switch (event.type) {
    case 'EmailDisplayNameSet':
      return { displayName: event.data.displayName };
  }
}

export function decideSetEmailDisplayName(command: { practiceId: string; displayName: string }, state: EmailDisplayNameState): EmailDisplayNameEvent[] {
  const parsed = emailDisplayName.safeParse(command.displayName);
  if (!parsed.success) throw new DomainError('validation', 'INVALID_VALUE', EMAIL_DISPLAY_NAME_INVALID);
  if (parsed.data === state.displayName) return [];
  return [{ type: 'EmailDisplayNameSet', data: { practiceId: command.practiceId, displayName: parsed.data } }];
}
