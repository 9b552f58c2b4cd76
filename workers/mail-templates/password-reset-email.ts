import type { MailMessage } from '../../infra/mail/port';
import { escapeHtml as escape } from './escape-html';

/** The link to choose a new password, after "Forgot password?". */
export function passwordResetEmail(facts: { to: string; firstName: string; link: string }): MailMessage {
  const text = [
    `Hi ${facts.firstName},`,
    '',
    'We received a request to reset the password of your Lensloop account.',
    '',
    `Choose a new password here: ${facts.link}`,
    '',
    'The link works once, for 1 hour. If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
    '',
    '— The Lensloop team',
  ].join('\n');
  const html = `<p>Hi ${escape(facts.firstName)},</p>
<p>We received a request to reset the password of your Lensloop account.</p>
<p><a href="${escape(facts.link)}">Choose a new password</a>. The link works once, for 1 hour.</p>
<p>If you did not ask for this, you can ignore this e-mail: your password stays as it is.</p><p>— The Lensloop team</p>`;
  return { to: facts.to, subject: 'Reset your Lensloop password', text, html, tags: ['password-reset'] };
}
