import { DomainError } from '../shared/errors';
import { EMAIL_DISPLAY_NAME_INVALID, emailDisplayName } from './api-schemas';

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
