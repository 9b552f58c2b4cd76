import { DomainError } from '../shared/errors';
import type { ContactEvent, ContactRequestEmailed, ContactRequestHandled, ContactRequestSubmitted, ContactTopic } from './events';

/** At most this many requests from one e-mail address within the window (D-361). */
export const CONTACT_LIMIT_PER_ADDRESS = 3;
export const CONTACT_LIMIT_WINDOW_MS = 60 * 60 * 1000;

export const CONTACT_MESSAGES = {
  tooMany: 'You have sent us several messages in the last hour. We will answer them soon; please wait before sending another.',
  notFound: 'This contact request does not exist.',
  sent: 'Thank you! Your message is on its way to our support team. We have sent you a confirmation by email.',
} as const;

export interface ContactRequestState {
  requestId: string;
  submittedAt: string;
  emailed: boolean;
  handled: boolean;
}

export interface ContactSenderState {
  requests: ContactRequestState[];
}

export const initialContactSenderState = (): ContactSenderState => ({ requests: [] });

export function evolveContactSender(state: ContactSenderState, event: ContactEvent): ContactSenderState {
  const update = (requestId: string, change: Partial<ContactRequestState>) => ({
    requests: state.requests.map((r) => (r.requestId === requestId ? { ...r, ...change } : r)),
  });
  switch (event.type) {
    case 'ContactRequestSubmitted':
      return { requests: [...state.requests, { requestId: event.data.requestId, submittedAt: event.data.submittedAt, emailed: false, handled: false }] };
    case 'ContactRequestEmailed':
      return update(event.data.requestId, { emailed: true });
    case 'ContactRequestHandled':
      return update(event.data.requestId, { handled: true });
  }
}

export const contactSenderDecider = { initialState: initialContactSenderState, evolve: evolveContactSender };

export interface SubmitContactRequestCommand {
  requestId: string;
  name: string;
  email: string;
  phone?: string | undefined;
  topic: ContactTopic;
  message: string;
  now: Date;
}

/** A "get in touch" request; refused when the address sent CONTACT_LIMIT_PER_ADDRESS within the window. */
export function decideSubmitContactRequest(command: SubmitContactRequestCommand, state: ContactSenderState): ContactRequestSubmitted[] {
  const since = command.now.getTime() - CONTACT_LIMIT_WINDOW_MS;
  const recent = state.requests.filter((r) => Date.parse(r.submittedAt) > since).length;
  if (recent >= CONTACT_LIMIT_PER_ADDRESS) throw new DomainError('too_many', 'TOO_MANY_CONTACT_REQUESTS', CONTACT_MESSAGES.tooMany);
  const { now, phone, ...rest } = command;
  return [{ type: 'ContactRequestSubmitted', data: { ...rest, ...(phone ? { phone } : {}), submittedAt: now.toISOString() } }];
}

/** The mail job records both e-mails once; a replay records nothing. */
export function decideRecordContactEmails(command: ContactRequestEmailed['data'], state: ContactSenderState): ContactRequestEmailed[] {
  const request = state.requests.find((r) => r.requestId === command.requestId);
  if (!request || request.emailed) return [];
  return [{ type: 'ContactRequestEmailed', data: command }];
}

export function contactEmailsDue(state: ContactSenderState, requestId: string): boolean {
  const request = state.requests.find((r) => r.requestId === requestId);
  return Boolean(request && !request.emailed);
}

/** A CSR marks a request handled; marking it again changes nothing. */
export function decideMarkContactHandled(command: { requestId: string; handledBy: string; now: Date }, state: ContactSenderState): ContactRequestHandled[] {
  const request = state.requests.find((r) => r.requestId === command.requestId);
  if (!request) throw new DomainError('not_found', 'CONTACT_REQUEST_NOT_FOUND', CONTACT_MESSAGES.notFound);
  if (request.handled) return [];
  return [{ type: 'ContactRequestHandled', data: { requestId: command.requestId, handledBy: command.handledBy, handledAt: command.now.toISOString() } }];
}
