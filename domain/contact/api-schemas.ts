import { z } from 'zod';
import { pageWindow } from '../shared/paging';
import { cleanText, email, optional, usPhone } from '../shared/validation';
import { CONTACT_TOPICS } from './events';

/** Ours (D-362): the spec's 250-character cut is for one-line inputs; a message may be longer. */
export const CONTACT_MESSAGE_MAX = 2000;

export const CONTACT_FIELD_MESSAGES = {
  name: 'Your name is required',
  topic: 'Please choose a topic',
  message: 'Please write your message',
  messageTooLong: `Please keep your message under ${CONTACT_MESSAGE_MAX} characters`,
} as const;

/** The "get in touch" form (issue #17): the fields the browser validates and the API checks again. */
export const contactFormFields = z.object({
  name: z
    .string({ error: CONTACT_FIELD_MESSAGES.name })
    .transform(cleanText)
    .pipe(z.string().min(1, CONTACT_FIELD_MESSAGES.name)),
  email,
  phone: optional(usPhone),
  topic: z.enum(CONTACT_TOPICS, { error: CONTACT_FIELD_MESSAGES.topic }),
  message: z
    .string({ error: CONTACT_FIELD_MESSAGES.message })
    .transform((v) => v.replace(/[<>]/g, '').trim())
    .pipe(z.string().min(1, CONTACT_FIELD_MESSAGES.message).max(CONTACT_MESSAGE_MAX, CONTACT_FIELD_MESSAGES.messageTooLong)),
});
export type ContactFormFields = z.input<typeof contactFormFields>;

/** POST /api/contact/submit: the form plus the human-check token the sign-in page also uses. */
export const submitContactRequestInput = contactFormFields.extend({ humanCheck: z.string().min(1).max(4000) });
export type SubmitContactRequestInput = z.input<typeof submitContactRequestInput>;

export const submitContactRequestReply = z.object({ requestId: z.string(), message: z.string(), position: z.number() });
export type SubmitContactRequestReply = z.infer<typeof submitContactRequestReply>;

/** POST /api/support/contactrequests/handle (CSR). */
export const markContactHandledInput = z.object({ email, requestId: z.string().min(1).max(100) });
export type MarkContactHandledInput = z.input<typeof markContactHandledInput>;
export const markContactHandledReply = z.object({ position: z.number().nullable() });
export type MarkContactHandledReply = z.infer<typeof markContactHandledReply>;

/** POST /api/support/contactrequests (CSR): the list, open first. */
export const listContactRequestsInput = z.object({
  status: z.enum(['open', 'handled', 'all']).default('open'),
  ...pageWindow(20),
});
export type ListContactRequestsInput = z.input<typeof listContactRequestsInput>;

const contactRequestRow = z.object({
  requestId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  topic: z.enum(CONTACT_TOPICS),
  message: z.string(),
  submittedAt: z.string(),
  emailed: z.boolean(),
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
});
export type ContactRequestRow = z.infer<typeof contactRequestRow>;
export const listContactRequestsReply = z.object({ total: z.number(), requests: z.array(contactRequestRow) });
export type ListContactRequestsReply = z.infer<typeof listContactRequestsReply>;

/** POST /api/site/info (public): the support e-mail and phone every public page shows. */
export const siteInfoReply = z.object({ supportEmail: z.string(), supportPhone: z.string() });
export type SiteInfoReply = z.infer<typeof siteInfoReply>;
