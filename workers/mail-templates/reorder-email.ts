import { usDate } from '../../domain/ordering/reorder';
import type { MailMessage } from '../../infra/mail/port';
import type { SmsMessage } from '../../infra/sms/port';
import { escapeHtml as escape } from './escape-html';

export interface ReorderNoticeFacts {
  to: string;
  firstName: string;
  practiceName: string;
  senderName: string;
  prescriptionName: string;
  supplyUntil: string;
  /** 'bookExam' when the prescription has expired by the time the lenses run out. */
  wording: 'reorder' | 'bookExam';
  /** One click: the order page with this prescription and its lenses chosen. */
  reorderLink: string;
  unsubscribeLink: string;
}

/** The reorder reminder (issue #20): "your lenses run out on …, reorder in one click", or "book an exam" when the prescription has expired. */
export function reorderReminderEmail(f: ReorderNoticeFacts): MailMessage {
  const until = usDate(f.supplyUntil);
  const main =
    f.wording === 'reorder'
      ? [`Your contact lenses (${f.prescriptionName}) from ${f.practiceName} last until ${until}.`, '', `Reorder the same lenses in one click: ${f.reorderLink}`]
      : [
          `Your contact lenses (${f.prescriptionName}) from ${f.practiceName} last until ${until}, and your prescription will have expired by then.`,
          '',
          `Please book an eye exam with ${f.practiceName} to renew your prescription before you reorder.`,
        ];
  const text = [`Hi ${f.firstName},`, '', ...main, '', `Don't want reorder reminders by e-mail? Unsubscribe: ${f.unsubscribeLink}`, '', '— The Lensloop team'].join('\n');
  const html =
    f.wording === 'reorder'
      ? `<p>Hi ${escape(f.firstName)},</p>
<p>Your contact lenses (${escape(f.prescriptionName)}) from ${escape(f.practiceName)} last until <strong>${escape(until)}</strong>.</p>
<p><a href="${escape(f.reorderLink)}">Reorder the same lenses</a></p>`
      : `<p>Hi ${escape(f.firstName)},</p>
<p>Your contact lenses (${escape(f.prescriptionName)}) from ${escape(f.practiceName)} last until <strong>${escape(until)}</strong>, and your prescription will have expired by then.</p>
<p>Please book an eye exam with ${escape(f.practiceName)} to renew your prescription before you reorder.</p>`;
  const footer = `<p>— The Lensloop team</p><p style="font-size:12px"><a href="${escape(f.unsubscribeLink)}">Unsubscribe from reorder reminders</a></p>`;
  return {
    to: f.to,
    subject: f.wording === 'reorder' ? `Time to reorder your contact lenses — supply until ${until}` : `Book an eye exam — your contact lenses last until ${until}`,
    text,
    html: html + footer,
    tags: ['reorder-reminder', f.wording === 'reorder' ? 'reorder' : 'book-exam'],
    fromName: f.senderName,
  };
}

/** The text-message version (SMS port; the dev outbox without Twilio). */
export function reorderReminderSms(f: Omit<ReorderNoticeFacts, 'to' | 'unsubscribeLink'> & { to: string }): SmsMessage {
  const until = usDate(f.supplyUntil);
  const body =
    f.wording === 'reorder'
      ? `Lensloop: your contact lenses from ${f.practiceName} last until ${until}. Reorder: ${f.reorderLink}`
      : `Lensloop: your contact lenses from ${f.practiceName} last until ${until} and your prescription will have expired. Please book an eye exam with ${f.practiceName}.`;
  return { to: f.to, body, tags: ['reorder-reminder'] };
}
