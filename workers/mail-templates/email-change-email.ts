import type { MailMessage } from '../../infra/mail/port';
import { escapeHtml as escape } from './escape-html';

/** Sent to the NEW address: confirm it by signing in with the previous e-mail and password. */
export function confirmNewEmail(facts: { to: string; firstName: string; link: string }): MailMessage {
  const text = [
    `Hi ${facts.firstName},`,
    '',
    `You asked to use ${facts.to} for your Lensloop account.`,
    '',
    `Confirm it here: ${facts.link}`,
    '',
    'To confirm, you will sign in with your previous email address and your password. The link works for 24 hours.',
    'If you did not ask for this, ignore this e-mail and nothing changes.',
    '',
    '— The Lensloop team',
  ].join('\n');
  const html = `<p>Hi ${escape(facts.firstName)},</p>
<p>You asked to use ${escape(facts.to)} for your Lensloop account.</p>
<p><a href="${escape(facts.link)}">Confirm your new email address</a>. You will sign in with your previous email address and your password. The link works for 24 hours.</p>
<p>If you did not ask for this, ignore this e-mail and nothing changes.</p><p>— The Lensloop team</p>`;
  return { to: facts.to, subject: 'Confirm your new Lensloop email address', text, html, tags: ['email-change'] };
}

/** Sent to the CURRENT address at the same time, so a change the owner did not ask for is noticed. */
export function emailChangeNotice(facts: { to: string; firstName: string; newEmail: string }): MailMessage {
  const masked = maskEmail(facts.newEmail);
  const text = [
    `Hi ${facts.firstName},`,
    '',
    `Someone asked to change the email address of your Lensloop account to ${masked}.`,
    'Nothing changes until the request is confirmed with your password.',
    '',
    'If this was you, there is nothing to do here. If it was not, change your password and contact Lensloop support.',
    '',
    '— The Lensloop team',
  ].join('\n');
  const html = `<p>Hi ${escape(facts.firstName)},</p>
<p>Someone asked to change the email address of your Lensloop account to ${escape(masked)}. Nothing changes until the request is confirmed with your password.</p>
<p>If this was you, there is nothing to do here. If it was not, change your password and contact Lensloop support.</p><p>— The Lensloop team</p>`;
  return { to: facts.to, subject: 'A change of your Lensloop email address was requested', text, html, tags: ['email-change-notice'] };
}

/** a****@example.com: enough to recognise, not enough to harvest. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}${'*'.repeat(Math.max(3, local.length - 1))}@${domain}`;
}
