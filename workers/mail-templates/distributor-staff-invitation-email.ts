import { DISTRIBUTOR_ROLES } from '../../domain/distributor-staff/roles';
import type { DistributorStaffGroup } from '../../domain/identity/customer-group';
import type { MailMessage } from '../../infra/mail/port';
import { escapeHtml as escape } from './escape-html';

/**
 * The invitation a CSR sends an analyst or an operator (issues #32, #33): what the role is for, the
 * signed single-use link to set a password (7 days, like a welcome link), and that the first sign-in
 * asks for a mobile number for the texted sign-in code. Tagged `welcome`, as every set-password
 * invitation (both roles' names begin with a vowel: "an analyst", "an operator").
 */
export function distributorStaffInvitationEmail(facts: { to: string; firstName: string; role: DistributorStaffGroup; link: string }): MailMessage {
  const role = DISTRIBUTOR_ROLES[facts.role];
  const lines = [
    `Hi ${facts.firstName},`,
    `Lensloop support has invited you to Lensloop as an ${role.label.toLowerCase()}: ${role.summary.charAt(0).toLowerCase()}${role.summary.slice(1)}`,
    'When you first sign in we will ask for your mobile number: every sign-in then needs your password and a code we text to that phone.',
  ];
  const text = [...lines, `Set your password to get started: ${facts.link}`, 'The link works once, for 7 days. If you did not expect this e-mail, you can ignore it.', '— The Lensloop team'].join('\n\n');
  const html = `${lines.map((l) => `<p>${escape(l)}</p>`).join('\n')}
<p><a href="${escape(facts.link)}">Set your password</a> to get started. The link works once, for 7 days.</p>
<p>If you did not expect this e-mail, you can ignore it.</p><p>— The Lensloop team</p>`;
  return { to: facts.to, subject: `You're invited to Lensloop as an ${role.label.toLowerCase()}`, text, html, tags: ['welcome', 'distributor-staff'] };
}
