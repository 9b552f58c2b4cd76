/**
 * Events of a sender's contact stream: `contact-{email}` (issue #17). One stream per sender
 * address holds every "get in touch" request from it, so the per-address limit is decided on the
 * write side with the expected version.
 */
export interface ContactRequestSubmitted {
  type: 'ContactRequestSubmitted';
  data: { requestId: string; name: string; email: string; phone?: string; topic: ContactTopic; message: string; submittedAt: string };
}

/** The support mailbox got the request and the sender got a confirmation (recorded by the mail job). */
export interface ContactRequestEmailed {
  type: 'ContactRequestEmailed';
  data: { requestId: string; supportMessageId: string; confirmationMessageId: string; causationEventId: string };
}

/** A CSR dealt with the request. */
export interface ContactRequestHandled {
  type: 'ContactRequestHandled';
  data: { requestId: string; handledBy: string; handledAt: string };
}

export type ContactEvent = ContactRequestSubmitted | ContactRequestEmailed | ContactRequestHandled;

export const CONTACT_TOPICS = ['ordering', 'returns', 'account', 'practice', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** The words each topic shows as (form, CSR list, e-mails). */
export const CONTACT_TOPIC_LABELS: Record<ContactTopic, string> = {
  ordering: 'Ordering and delivery',
  returns: 'Returns',
  account: 'My account or sign-in',
  practice: 'Joining Lensloop as a practice',
  other: 'Something else',
};

export const contactStream = (email: string) => `contact-${email.trim().toLowerCase()}`;
