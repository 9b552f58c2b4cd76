import type { SqlConnection } from '../infra/db/sql-client';
import type { EventStore } from '../infra/event-store/port';
import type { Mailer } from '../infra/mail/port';
import type { JobQueue } from '../infra/queue/port';
import { sendAccountEmailJob } from './jobs/send-account-email';
import { sendWelcomeEmailJob } from './jobs/send-welcome-email';
import { SEND_ACCOUNT_EMAIL } from './reactors/account-email-reactor';
import { SEND_WELCOME_EMAIL } from './reactors/welcome-email-reactor';

/** The job processors of the accounts work: welcome e-mails, reset links, e-mail-change confirmations. */
export async function processAccountJobs(deps: { sql: SqlConnection; store: EventStore; queue: JobQueue; mailer: Mailer; appOrigin: string }) {
  const mail = { store: deps.store, mailer: deps.mailer, sql: deps.sql, appOrigin: deps.appOrigin };
  await deps.queue.process(SEND_WELCOME_EMAIL, sendWelcomeEmailJob(mail), { concurrency: 4 });
  await deps.queue.process(SEND_ACCOUNT_EMAIL, sendAccountEmailJob(mail), { concurrency: 4 });
}
