import { CONTACT_TOPIC_LABELS, type ContactRequestSubmitted } from '../../domain/contact/events';
import type { PracticeSignupRequested } from '../../domain/practice-signups/events';
import type { MailMessage } from '../../infra/mail/port';
import { escapeHtml as escape } from './escape-html';

const paragraphs = (lines: string[]) => lines.filter((l) => l !== '').map((l) => `<p>${escape(l)}</p>`).join('\n');
const formatPhone = (p: string) => (p.length === 10 ? `(${p.slice(0, 3)}) ${p.slice(3, 6)}-${p.slice(6)}` : p);

/** A "get in touch" request, to the support mailbox; replying goes to the sender. */
export function contactToSupportEmail(to: string, d: ContactRequestSubmitted['data']): MailMessage {
  const lines = [
    `New contact request from ${d.name} <${d.email}>${d.phone ? `, phone ${formatPhone(d.phone)}` : ''}.`,
    `Topic: ${CONTACT_TOPIC_LABELS[d.topic]}`,
    `Sent: ${d.submittedAt}`,
    '',
    d.message,
    '',
    'Mark it handled in the support area (Contact Requests) once answered.',
  ];
  return { to, subject: `Contact request: ${CONTACT_TOPIC_LABELS[d.topic]} — ${d.name}`, text: lines.join('\n'), html: paragraphs(lines), tags: ['contact-request'] };
}

/** The sender's confirmation that the message reached support. */
export function contactConfirmationEmail(d: ContactRequestSubmitted['data'], support: { supportEmail: string; supportPhone: string }): MailMessage {
  const lines = [
    `Hi ${d.name},`,
    `Thank you for getting in touch with Lensloop. Our support team has received your message about "${CONTACT_TOPIC_LABELS[d.topic]}" and will answer you by email, usually within one business day.`,
    `If it is urgent, call us at ${formatPhone(support.supportPhone)} or write to ${support.supportEmail}.`,
    'Your message:',
    d.message,
    '— The Lensloop team',
  ];
  return { to: d.email, subject: 'We received your message', text: lines.join('\n\n'), html: paragraphs(lines), tags: ['contact-confirmation'] };
}

/** The applicant's confirmation that the sign-up is being reviewed. */
export function signupReceivedEmail(d: PracticeSignupRequested['data'], support: { supportEmail: string; supportPhone: string }): MailMessage {
  const lines = [
    `Hi ${d.firstName},`,
    `Thank you for asking to join Lensloop with ${d.practiceName}. Our support team reviews every new practice, usually within two business days.`,
    'Once your practice is approved you will receive a second email with a link to set your password and sign in as the practice administrator.',
    `Questions? Call us at ${formatPhone(support.supportPhone)} or write to ${support.supportEmail}.`,
    '— The Lensloop team',
  ];
  return { to: d.email, subject: 'We received your request to join Lensloop', text: lines.join('\n\n'), html: paragraphs(lines), tags: ['practice-signup-received'] };
}

/** The applicant is told why the sign-up was declined. */
export function signupDeclinedEmail(d: PracticeSignupRequested['data'], reason: string, support: { supportEmail: string; supportPhone: string }): MailMessage {
  const lines = [
    `Hi ${d.firstName},`,
    `Thank you for your interest in Lensloop. We could not approve the sign-up of ${d.practiceName}.`,
    `The reason: ${reason}`,
    `If you can resolve this, you are welcome to sign up again, or call us at ${formatPhone(support.supportPhone)} or write to ${support.supportEmail}.`,
    '— The Lensloop team',
  ];
  return { to: d.email, subject: 'Your Lensloop sign-up was not approved', text: lines.join('\n\n'), html: paragraphs(lines), tags: ['practice-signup-declined'] };
}

/** The welcome e-mail of a practice administrator or staff member: set a password, then sign in. */
export function practiceUserWelcomeEmail(facts: { to: string; firstName: string; practiceName: string; administrator: boolean; link: string }): MailMessage {
  const lines = [
    `Hi ${facts.firstName},`,
    facts.administrator
      ? `Welcome to Lensloop! ${facts.practiceName} is approved and you are its practice administrator. You can add your locations and invite your staff in Manage Practice.`
      : `${facts.practiceName} has invited you to Lensloop, where the practice orders contact lenses for its patients.`,
  ];
  const text = [...lines, `Set your password to get started: ${facts.link}`, 'The link works for 7 days. If you did not expect this e-mail, you can ignore it.', '— The Lensloop team'].join('\n\n');
  const html = `${paragraphs(lines)}\n<p><a href="${escape(facts.link)}">Set your password</a> to get started. The link works for 7 days.</p>\n<p>If you did not expect this e-mail, you can ignore it.</p><p>— The Lensloop team</p>`;
  return { to: facts.to, subject: facts.administrator ? 'Welcome to Lensloop: set your password' : `${facts.practiceName} invited you to Lensloop`, text, html, tags: ['welcome'] };
}
