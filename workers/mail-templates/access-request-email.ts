import type { MailMessage } from '../../infra/mail/port';
import { escapeHtml as escape } from './escape-html';

/** The e-mail asking a patient to let a practice see their Lensloop profile. */
export function accessRequestEmail(facts: { to: string; firstName: string; practiceName: string; senderName: string; link: string; expiryDate: string }): MailMessage {
  const until = new Date(facts.expiryDate).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
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
  return { to: facts.to, subject: `${facts.practiceName} asks for access to your Lensloop profile`, text, html, tags: ['access-request'], fromName: facts.senderName };
}
