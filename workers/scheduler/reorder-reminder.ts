import { decideReorderReminder, prescriptionSupplyUntil } from '../../domain/ordering/reorder';
import { type ReorderEvent, reorderStream } from '../../domain/ordering/reorder-events';
import { prescriptionsDecider } from '../../domain/prescriptions/prescription-decider';
import { type PrescriptionEvent, prescriptionsStream } from '../../domain/prescriptions/events';
import { isPhoneVerified } from '../../domain/security/mfa-state';
import { fold } from '../../domain/shared/decider';
import { unsubscribeLink } from '../../infra/auth/unsubscribe-token';
import { securitySettings } from '../../infra/config/security';
import type { Mailer } from '../../infra/mail/port';
import type { SmsSender } from '../../infra/sms/port';
import { readNoticeContact } from '../jobs/notice-contact';
import { practiceSender } from '../jobs/send-welcome-email';
import { sendOrFail } from '../jobs/send-or-fail';
import { reorderReminderEmail, reorderReminderSms } from '../mail-templates/reorder-email';
import type { TimerHandler, TimerHandlerContext } from './scheduler';
import { hasReached, readAllCheckpoints } from '../../infra/read-models/checkpoints';
import { READ_MODEL_SCHEMA } from '../../infra/read-models/tables';

/**
 * The supply read model must have applied the log as it is now (an order placed a moment ago
 * replaces the supply period the timer was set for); if it lags, the firing fails and the scheduler
 * retries it with backoff.
 */
async function supplyCaughtUp(ctx: TimerHandlerContext, timeoutMs = 2_000): Promise<void> {
  const target = await ctx.store.head();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = (await readAllCheckpoints(ctx.sql, READ_MODEL_SCHEMA)).get('reorder_supply');
    if (row && hasReached(row.checkpoint, target)) return;
    if (Date.now() >= deadline) throw new Error('reorder_supply has not caught up with the log yet');
    await new Promise((r) => setTimeout(r, 15));
  }
}

export interface ReorderReminderDeps {
  mailer: Mailer;
  sms: SmsSender;
  appOrigin: string;
}

/**
 * reorder.remind (issue #20, D-425): re-reads the prescription's supply (reorder_supply), the
 * reminder stream, the patient's preferences, number and prescription, and decides
 * (`decideReorderReminder`): defer to the reminder day (moves the timer), skip, or send by e-mail
 * and/or SMS and record ReorderReminderSent for the supply period's last order (ends the timer; the
 * next order sets it again). One scheduler is active at a time and a firing is recorded per timer
 * and due time, so a reminder is never sent twice; appends carry the timer's idempotency key.
 */
export function reorderReminderHandler(deps: ReorderReminderDeps): TimerHandler {
  return async (timer, ctx) => {
    await supplyCaughtUp(ctx);
    const accountNumber = String(timer.payload.accountNumber);
    const prescriptionId = String(timer.payload.prescriptionId);
    const supply = await ctx.db.withSchema('rm').selectFrom('reorder_supply').selectAll().where('prescription_id', '=', prescriptionId).where('customer_account_number', '=', accountNumber).execute();
    const latest = [...supply].sort((a, b) => b.last_order_date.localeCompare(a.last_order_date) || b.last_order_id.localeCompare(a.last_order_id))[0];
    const supplyUntil = prescriptionSupplyUntil(supply.map((s) => ({ supplyUntil: s.supply_until })));
    const stream = reorderStream(accountNumber, prescriptionId);
    const [reminders, rxs, contact] = await Promise.all([
      ctx.store.readStream<ReorderEvent>(stream),
      ctx.store.readStream<PrescriptionEvent>(prescriptionsStream(accountNumber)),
      readNoticeContact(ctx.store, accountNumber),
    ]);
    const { preferences, mfa: mfaState, patient } = contact;
    const rx = fold(prescriptionsDecider, rxs.events).prescriptions[prescriptionId];
    const decision = decideReorderReminder({
      latestOrderId: latest?.last_order_id ?? null,
      superseded: supply.some((s) => s.superseded),
      supplyUntil,
      remindedOrderIds: reminders.events.filter((e) => e.type === 'ReorderReminderSent').map((e) => e.data.orderId),
      interval: preferences.reorderInterval,
      prescriptionExpiration: rx?.prescriptionExpirationDate ?? null,
      prescriptionActive: rx?.state === 'active' && patient.exists !== false,
      preferences: preferences.preferences,
      smsNumber: isPhoneVerified(mfaState),
      now: ctx.now.toISOString(),
    });
    if (decision.action === 'skip') return `skipped: ${decision.reason}`;
    const orderId = latest!.last_order_id;
    if (decision.action === 'defer') {
      await ctx.store.appendToStream(
        stream,
        [{ type: 'ReorderReminderDeferred', data: { accountNumber, prescriptionId, orderId, supplyUntil: supplyUntil!, interval: preferences.reorderInterval, remindAt: decision.until }, metadata: ctx.metadata }],
        { expectedVersion: reminders.version, idempotencyKey: ctx.idempotencyKey },
      );
      return `deferred until ${decision.until}`;
    }

    const { practiceName, senderName } = await practiceSender(ctx.store, rx!.practiceId);
    const facts = {
      firstName: patient.firstName ?? 'there',
      practiceName,
      senderName,
      prescriptionName: rx!.prescriptionNickname,
      supplyUntil: supplyUntil!,
      wording: decision.wording,
      // One click: the same prescription with the boxes of the last order per eye.
      reorderLink: `${deps.appOrigin}/patient/order?prescriptionId=${encodeURIComponent(prescriptionId)}&od=${supply.find((s) => s.eye === 'OD')?.last_boxes ?? 0}&os=${supply.find((s) => s.eye === 'OS')?.last_boxes ?? 0}`,
    };
    let email: { to: string; messageId: string } | null = null;
    let sms: { to: string; messageId: string } | null = null;
    if (decision.email && patient.email) {
      const link = await unsubscribeLink(ctx.sql, deps.appOrigin, accountNumber, 'reorder', securitySettings().unsubscribeTokenTtlMs);
      const { messageId } = await sendOrFail(deps.mailer, reorderReminderEmail({ ...facts, to: patient.email, unsubscribeLink: link }), `${ctx.idempotencyKey}:email`);
      email = { to: patient.email, messageId };
    }
    if (decision.sms && mfaState.verifiedPhone) {
      const { messageId } = await deps.sms.send(reorderReminderSms({ ...facts, to: mfaState.verifiedPhone }));
      sms = { to: mfaState.verifiedPhone, messageId };
    }
    await ctx.store.appendToStream(
      stream,
      [{ type: 'ReorderReminderSent', data: { accountNumber, prescriptionId, orderId, supplyUntil: supplyUntil!, wording: decision.wording, email, sms, sentAt: ctx.now.toISOString() }, metadata: ctx.metadata }],
      { expectedVersion: reminders.version, idempotencyKey: ctx.idempotencyKey },
    );
    return email || sms ? `sent (${[email ? 'e-mail' : '', sms ? 'SMS' : ''].filter(Boolean).join(' and ')}, ${decision.wording})` : 'not sent: reorder notices turned off';
  };
}
