import type { MailMessage } from '../../infra/mail/port';
import { escapeHtml as escape } from './escape-html';

/** A promotion or tip announcement sent to an opted-in patient, with the unsubscribe link of its kind. */
export function announcementEmail(facts: { to: string; firstName: string; headline: string; message: string; url: string | null; urlText: string | null; kindWord: string; unsubscribeLink: string }): MailMessage {
  const subject = facts.headline || (facts.kindWord === 'promotions' ? 'A promotion from Lensloop' : 'A tip from Lensloop');
  const text = [
    `Hi ${facts.firstName},`,
    '',
    facts.message,
    ...(facts.url ? ['', `${facts.urlText || 'Learn more'}: ${facts.url}`] : []),
    '',
    '— The Lensloop team',
    '',
    `You get this because you chose to receive ${facts.kindWord} by e-mail. Unsubscribe: ${facts.unsubscribeLink}`,
  ].join('\n');
  const html = `<p>Hi ${escape(facts.firstName)},</p>
<p>${escape(facts.message).replace(/\n/g, '<br>')}</p>
${facts.url ? `<p><a href="${escape(facts.url)}">${escape(facts.urlText || 'Learn more')}</a></p>` : ''}
<p>— The Lensloop team</p>
<p style="font-size:12px;color:#666">You get this because you chose to receive ${escape(facts.kindWord)} by e-mail. <a href="${escape(facts.unsubscribeLink)}">Unsubscribe</a></p>`;
  return { to: facts.to, subject, text, html, tags: ['announcement', facts.kindWord] };
}
