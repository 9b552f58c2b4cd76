import { announcementDecider } from '../../domain/announcements/announcement-decider';
import { type AnnouncementEvent, announcementStream } from '../../domain/announcements/events';
import { announcementDeliveryStream, broadcastDue } from '../../domain/announcements/patient-broadcast';
import { fold } from '../../domain/shared/decider';
import { unsubscribeLink } from '../../infra/auth/unsubscribe-token';
import type { SqlClient } from '../../infra/db/sql-client';
import { ConcurrencyError, type EventStore } from '../../infra/event-store/port';
import type { Mailer } from '../../infra/mail/port';
import type { Job, JobQueue } from '../../infra/queue/port';
import { openSmsSender } from '../../infra/sms/open-sms';
import type { SmsSender } from '../../infra/sms/port';
import { announcementEmail } from '../mail-templates/announcement-email';
import { BROADCAST_ANNOUNCEMENT, type BroadcastAnnouncementJobPayload } from '../reactors/announcement-broadcast-reactor';
import { sendOrFail } from './send-or-fail';

export interface BroadcastDeps {
  sql: SqlClient;
  store: EventStore;
  mailer: Mailer;
  appOrigin: string;
  sms?: SmsSender;
}

const UNSUBSCRIBE_TTL_MS = 365 * 86_400_000;

/**
 * Sends a live promotion or tip to every patient who opted in to that kind by e-mail or text, each
 * patient once: a delivery stream per (announcement, patient) is appended with no_stream after the
 * sends, so a retried or replayed job skips the patients already done.
 */
export function broadcastAnnouncementJob(deps: BroadcastDeps) {
  const sms = deps.sms ?? openSmsSender({ db: deps.sql });
  return async (job: Job<BroadcastAnnouncementJobPayload>) => {
    const { announcementId, eventId } = job.payload;
    const state = fold(announcementDecider, (await deps.store.readStream<AnnouncementEvent>(announcementStream(announcementId))).events);
    const kind = broadcastDue(state);
    if (!kind || !state.content) return;
    const emailCol = kind === 'promotion' ? 'promotion_notification_email' : 'tips_notification_email';
    const smsCol = kind === 'promotion' ? 'promotion_notification_sms' : 'tips_notification_sms';
    const { rows } = await deps.sql.query<{ account_number: string; email: string | null; first_name: string | null; verified_phone: string | null; by_email: boolean; by_sms: boolean }>(
      `SELECT c.account_number, c.email, c.first_name, m.verified_phone, np.${emailCol} AS by_email, np.${smsCol} AS by_sms
         FROM rm.notification_preferences np
         JOIN rm.customers c ON c.account_number = np.account_number AND c.customer_group = 'Patient'
         LEFT JOIN rm.mfa_settings m ON m.account_number = np.account_number
        WHERE np.${emailCol} OR np.${smsCol}
        ORDER BY c.account_number`,
    );
    const c = state.content;
    const kindWord = kind === 'promotion' ? 'promotions' : 'tips';
    for (const r of rows) {
      const stream = announcementDeliveryStream(announcementId, r.account_number);
      if ((await deps.store.readStream(stream)).version >= 0) continue;
      const email = r.by_email && r.email ? r.email : null;
      const phone = r.by_sms && r.verified_phone ? r.verified_phone : null;
      if (!email && !phone) continue;
      if (email) {
        const link = await unsubscribeLink(deps.sql, deps.appOrigin, r.account_number, kind, UNSUBSCRIBE_TTL_MS);
        await sendOrFail(deps.mailer, announcementEmail({ to: email, firstName: r.first_name ?? 'there', headline: c.headline, message: c.message, url: c.url, urlText: c.urlDisplayText, kindWord, unsubscribeLink: link }), `${eventId}:announcement:${r.account_number}`);
      }
      if (phone) {
        const body = `Lensloop: ${c.headline ? `${c.headline}. ` : ''}${c.message}`.slice(0, 300) + ' Reply STOP to opt out.';
        await sms.send({ to: phone, body, tags: ['announcement', kindWord] });
      }
      try {
        await deps.store.appendToStream(
          stream,
          [{ type: 'AnnouncementDeliveredToPatient', data: { announcementId, accountNumber: r.account_number, email, sms: phone, deliveredAt: new Date().toISOString() }, metadata: { actor: { accountNumber: 'system', customerGroup: 'System' }, correlationId: eventId, causationId: eventId, occurredAt: new Date().toISOString(), schemaVersion: 1 } }],
          { expectedVersion: 'no_stream' },
        );
      } catch (err) {
        if (!(err instanceof ConcurrencyError)) throw err; // another worker recorded it meanwhile
      }
    }
  };
}

export async function processAnnouncementJobs(deps: BroadcastDeps & { queue: JobQueue }) {
  await deps.queue.process(BROADCAST_ANNOUNCEMENT, broadcastAnnouncementJob(deps), { concurrency: 1 });
}
