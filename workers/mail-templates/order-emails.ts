import { formatMoney } from '../../domain/pricing/money';
import type { OrderCheckedOut } from '../../domain/ordering/events';
import type { MailMessage } from '../../infra/mail/port';
import type { SmsMessage } from '../../infra/sms/port';
import { escapeHtml as escape } from './escape-html';

interface OrderMailFacts {
  to: string;
  firstName: string;
  practiceName: string;
  senderName: string;
  order: OrderCheckedOut['data'];
  link: string;
  /** Issue #20: the link that turns order e-mails off (every order e-mail carries it). */
  unsubscribeLink?: string;
}

const unsubscribeText = (f: OrderMailFacts): string[] => (f.unsubscribeLink ? ['', `Don't want order updates by e-mail? Unsubscribe: ${f.unsubscribeLink}`] : []);
const unsubscribeHtml = (f: OrderMailFacts): string =>
  f.unsubscribeLink ? `<p style="font-size:12px"><a href="${escape(f.unsubscribeLink)}">Unsubscribe from order e-mails</a></p>` : '';

const boxes = (order: OrderCheckedOut['data']) =>
  order.lines.map((l) => `${l.eye === 'OD' ? 'Right eye' : 'Left eye'}: ${l.boxes} box${l.boxes === 1 ? '' : 'es'} × ${formatMoney(l.unitPriceCents)}`);

/** The order-confirmation e-mail (5–10 minutes after checkout, spec point 4). */
export function orderConfirmationEmail(f: OrderMailFacts): MailMessage {
  const total = formatMoney(f.order.summary.totalCents);
  const text = [
    `Hi ${f.firstName},`,
    '',
    `Your contact lens order ${f.order.orderId} with ${f.practiceName} is confirmed.`,
    '',
    ...boxes(f.order),
    `Total: ${total}`,
    '',
    `See your order and its status: ${f.link}`,
    '',
    'We will e-mail you again when it ships.',
    '',
    '— The Lensloop team',
    ...unsubscribeText(f),
  ].join('\n');
  const html = `<p>Hi ${escape(f.firstName)},</p>
<p>Your contact lens order <strong>${escape(f.order.orderId)}</strong> with ${escape(f.practiceName)} is confirmed.</p>
<ul>${boxes(f.order).map((b) => `<li>${escape(b)}</li>`).join('')}</ul>
<p>Total: <strong>${escape(total)}</strong></p>
<p><a href="${escape(f.link)}">See your order and its status</a>. We will e-mail you again when it ships.</p><p>— The Lensloop team</p>${unsubscribeHtml(f)}`;
  return { to: f.to, subject: `Your Lensloop order ${f.order.orderId} is confirmed`, text, html, tags: ['order-confirmation'], fromName: f.senderName };
}

/** The shipping e-mail with the carrier's tracking number (spec point 4: "followed by a shipping e-mail"). */
export function orderShippingEmail(f: OrderMailFacts & { trackingNumber: string; carrier: string | null; estimatedDelivery: string | null }): MailMessage {
  const eta = f.estimatedDelivery
    ? new Date(`${f.estimatedDelivery}T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
    : null;
  const tracking = `${f.carrier ?? ''} ${f.trackingNumber}`.trim();
  const text = [
    `Hi ${f.firstName},`,
    '',
    `Your contact lens order ${f.order.orderId} has shipped.`,
    `Tracking number: ${tracking}`,
    ...(eta ? [`Estimated delivery: ${eta}`] : []),
    '',
    `Follow your order: ${f.link}`,
    '',
    '— The Lensloop team',
    ...unsubscribeText(f),
  ].join('\n');
  const html = `<p>Hi ${escape(f.firstName)},</p>
<p>Your contact lens order <strong>${escape(f.order.orderId)}</strong> has shipped.</p>
<p>Tracking number: <strong>${escape(tracking)}</strong>${eta ? `<br>Estimated delivery: ${escape(eta)}` : ''}</p>
<p><a href="${escape(f.link)}">Follow your order</a>.</p><p>— The Lensloop team</p>${unsubscribeHtml(f)}`;
  return { to: f.to, subject: `Your Lensloop order ${f.order.orderId} has shipped`, text, html, tags: ['order-shipping'], fromName: f.senderName };
}

/** The delivery notice (issue #20): the order has arrived; the supply counts from today. */
export function orderDeliveredEmail(f: OrderMailFacts): MailMessage {
  const text = [`Hi ${f.firstName},`, '', `Your contact lens order ${f.order.orderId} has been delivered.`, '', `See your order: ${f.link}`, '', '— The Lensloop team', ...unsubscribeText(f)].join('\n');
  const html = `<p>Hi ${escape(f.firstName)},</p>
<p>Your contact lens order <strong>${escape(f.order.orderId)}</strong> has been delivered.</p>
<p><a href="${escape(f.link)}">See your order</a>.</p><p>— The Lensloop team</p>${unsubscribeHtml(f)}`;
  return { to: f.to, subject: `Your Lensloop order ${f.order.orderId} has been delivered`, text, html, tags: ['order-delivery'], fromName: f.senderName };
}

/** The text message of an order notice (issue #20, orderNotificationSms). */
export function orderNoticeSms(notice: 'confirmation' | 'shipping' | 'delivery', f: { to: string; orderId: string; practiceName: string; link: string; trackingNumber?: string | null }): SmsMessage {
  const body =
    notice === 'confirmation'
      ? `Lensloop: your contact lens order ${f.orderId} with ${f.practiceName} is confirmed. ${f.link}`
      : notice === 'shipping'
        ? `Lensloop: your contact lens order ${f.orderId} has shipped${f.trackingNumber ? ` (tracking ${f.trackingNumber})` : ''}. ${f.link}`
        : `Lensloop: your contact lens order ${f.orderId} has been delivered. ${f.link}`;
  return { to: f.to, body, tags: [`order-${notice}`] };
}
