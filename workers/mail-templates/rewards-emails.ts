import type { ClaimReminderKind, ClaimWindowOpened } from '../../domain/rewards/events';
import type { MailMessage } from '../../infra/mail/port';
import type { SmsMessage } from '../../infra/sms/port';
import { escapeHtml as escape } from './escape-html';

const usd = (cents: number) => (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
const longDate = (ymd: string) => new Date(`${ymd}T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const usDay = (ymd: string) => `${ymd.slice(5, 7)}/${ymd.slice(8, 10)}/${ymd.slice(0, 4)}`;

export interface ClaimReminderFacts {
  to: string;
  firstName: string;
  /** The programme's rewards display name. */
  programme: string;
  orderId: string;
  reminder: ClaimReminderKind;
  until: string;
  window: ClaimWindowOpened['data'];
  /** The programme's rewards page (the claim is one click from there). */
  link: string;
}

/** What the reminder says: the higher reward's last day, or the window's. */
function reminderWords(f: ClaimReminderFacts, day: (ymd: string) => string): string {
  return f.reminder === 'higherReward' && f.window.higherAmountCents
    ? `Claim by ${day(f.until)} to get the higher reward of ${usd(f.window.higherAmountCents)}.`
    : `Your reward can be claimed until ${day(f.until)}.`;
}

/**
 * The claim-window reminder e-mail (issue #15, D-313, D-600): 7 days before the higher reward ends,
 * or before the window closes; with the "order" unsubscribe link (it follows the order-notice preference).
 */
export function claimReminderEmail(f: ClaimReminderFacts & { unsubscribeLink: string }): MailMessage {
  const what = reminderWords(f, longDate);
  const text = [
    `Hi ${f.firstName},`,
    '',
    `Your order ${f.orderId} earns a reward from ${f.programme}. ${what}`,
    '',
    `Claim it here: ${f.link}`,
    '',
    '— The Lensloop team',
    '',
    `Don't want order updates and reward reminders by e-mail? Unsubscribe: ${f.unsubscribeLink}`,
  ].join('\n');
  const html = `<p>Hi ${escape(f.firstName)},</p><p>Your order <strong>${escape(f.orderId)}</strong> earns a reward from ${escape(f.programme)}. ${escape(what)}</p><p><a href="${escape(f.link)}">Claim your reward</a>.</p><p>— The Lensloop team</p><p style="font-size:12px"><a href="${escape(f.unsubscribeLink)}">Unsubscribe from order e-mails</a></p>`;
  return { to: f.to, subject: `Don't miss your ${f.programme} reward for order ${f.orderId}`, text, html, tags: ['rewards-reminder'] };
}

/** The text-message version (D-600: orderNotificationSms with a verified number). */
export function claimReminderSms(f: ClaimReminderFacts): SmsMessage {
  return { to: f.to, body: `Lensloop: your order ${f.orderId} earns a reward from ${f.programme}. ${reminderWords(f, usDay)} ${f.link}`, tags: ['rewards-reminder'] };
}
