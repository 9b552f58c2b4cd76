import type { MailMessage } from '../../infra/mail/port';
import { escapeHtml as escape } from './escape-html';

const untilDate = (expiryDate: string) => new Date(expiryDate).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const subjectOf = (practiceName: string) => `${practiceName} asks for access to your Lensloop profile`;

/** The e-mail asking a patient to let a practice see their Lensloop profile. */
export function accessRequestEmail(facts: { to: string; firstName: string; practiceName: string; senderName: string; link: string; expiryDate: string }): MailMessage {
  const until = untilDate(facts.expiryDate);
  const text = [
    `Hi ${facts.firstName},`,
    '',
    `${facts.practiceName} would like access to your Lensloop profile, so they can see your contact lens prescriptions and order lenses for you.`,
    '',
    `Accept or deny the request here: ${facts.link}`,
    '',
    `The request is open until ${until}. If you do not know this practice, you can deny it or ignore this e-mail.`,
    '',
    '— The Lensloop team',
  ].join('\n');
  const html = `<p>Hi ${escape(facts.firstName)},</p>
<p>${escape(facts.practiceName)} would like access to your Lensloop profile, so they can see your contact lens prescriptions and order lenses for you.</p>
<p><a href="${escape(facts.link)}">Accept or deny the request</a>. It is open until ${escape(until)}.</p>
<p>If you do not know this practice, you can deny it or ignore this e-mail.</p><p>— The Lensloop team</p>`;
  return { to: facts.to, subject: subjectOf(facts.practiceName), text, html, tags: ['access-request'], fromName: facts.senderName };
}

/**
 * The same request to an address that has no Lensloop patient profile (D-523): the practice is told
 * nothing either way, so the address's owner is the one who learns it, with what to do.
 */
export function accessRequestNoProfileEmail(facts: { to: string; practiceName: string; senderName: string; expiryDate: string }): MailMessage {
  const text = [
    'Hello,',
    '',
    `${facts.practiceName} asked for access to the Lensloop profile of ${facts.to}, but there is no Lensloop patient profile with this e-mail address.`,
    '',
    `If you are their patient and have a profile under another address, ask them to send the request there. If you have no profile, they can create one for you. Otherwise you can ignore this e-mail; the request lapses on ${untilDate(facts.expiryDate)}.`,
    '',
    '— The Lensloop team',
  ].join('\n');
  const html = `<p>Hello,</p>
<p>${escape(facts.practiceName)} asked for access to the Lensloop profile of ${escape(facts.to)}, but there is no Lensloop patient profile with this e-mail address.</p>
<p>If you are their patient and have a profile under another address, ask them to send the request there. If you have no profile, they can create one for you. Otherwise you can ignore this e-mail; the request lapses on ${escape(untilDate(facts.expiryDate))}.</p>
<p>— The Lensloop team</p>`;
  return { to: facts.to, subject: subjectOf(facts.practiceName), text, html, tags: ['access-request'], fromName: facts.senderName };
}
