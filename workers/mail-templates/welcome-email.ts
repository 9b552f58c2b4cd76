import type { MailMessage } from '../../infra/mail/port';
import { escapeHtml as escape } from './escape-html';

/**
 * The welcome e-mail a practice's new patient receives. It comes from the practice: the sender
 * shows the practice's e-mail display name (or its name).
 */
export function welcomeEmail(facts: { to: string; firstName: string; practiceName: string; senderName: string; link: string }): MailMessage {
  const text = [
    `Hi ${facts.firstName},`,
    '',
    `${facts.practiceName} has set up your Lensloop account, so you can see your contact lens prescriptions and order lenses online with free shipping.`,
    '',
    `Set your password to get started: ${facts.link}`,
    '',
    'The link works for 7 days. If you did not expect this e-mail, you can ignore it.',
    '',
    '— The Lensloop team',
  ].join('\n');
  const html = `<p>Hi ${escape(facts.firstName)},</p>
<p>${escape(facts.practiceName)} has set up your Lensloop account, so you can see your contact lens prescriptions and order lenses online with free shipping.</p>
<p><a href="${escape(facts.link)}">Set your password</a> to get started. The link works for 7 days.</p>
<p>If you did not expect this e-mail, you can ignore it.</p><p>— The Lensloop team</p>`;
  return { to: facts.to, subject: `${facts.practiceName} invited you to Lensloop`, text, html, tags: ['welcome'], fromName: facts.senderName };
}
