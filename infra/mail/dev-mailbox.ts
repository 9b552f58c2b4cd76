import { validate as isUuid, v7 as uuidv7 } from 'uuid';
import { devBoxPage, sentAtOf, tagsOf } from '../db/dev-box';
import type { SqlConnection } from '../db/sql-client';
import { ensureDevMailboxTable } from './dev-mailbox-table';
import { assertMailMessage } from './mail-message';
import { MailSendError } from './mail-send-error';
import type { MailMessage, Mailer, SentMail } from './port';

/**
 * Recipients on this reserved domain (RFC 2606 `.test`) bounce in the dev mailbox: the message is
 * refused with a permanent 550, as a real server refuses an unknown mailbox (D-083).
 */
export const DEV_BOUNCE_DOMAIN = 'bounce.test';

export function isSimulatedBounce(to: string): boolean {
  const address = (/<([^<>]+)>\s*$/.exec(to)?.[1] ?? to).trim().toLowerCase();
  return address.endsWith(`@${DEV_BOUNCE_DOMAIN}`);
}

/**
 * The dev mailbox: the Mailer used when SMTP_URL is unset. Every message lands in the
 * `dev_mailbox` table of the app's database, where `npm run mailbox`, the /dev/mailbox page
 * (through GET /api/dev/mailbox, which calls listDevMail/getDevMail) and e2e tests read it.
 */
export interface DevMailSummary {
  id: string;
  to: string;
  subject: string;
  tags: string[];
  /** ISO 8601. */
  sentAt: string;
}

export interface DevMail extends DevMailSummary {
  text: string;
  html: string | null;
}

export interface DevMailListQuery {
  /** A recipient address, matched case-insensitively against 'ann@x' or 'Ann <ann@x>'. */
  to?: string;
  limit?: number;
  offset?: number;
}

export interface DevMailPage {
  items: DevMailSummary[];
  /** Messages matching the filter, ignoring limit/offset. */
  total: number;
}

export const DEV_MAILBOX_DEFAULT_LIMIT = 50;
export const DEV_MAILBOX_MAX_LIMIT = 500;

export interface DevMailbox extends Mailer {
  readonly kind: 'dev-mailbox';
  list(query?: DevMailListQuery): Promise<DevMailPage>;
  get(id: string): Promise<DevMail | undefined>;
  clear(): Promise<number>;
}

/** A Mailer over `db`. close() leaves `db` open: the caller owns it. */
export function createDevMailbox(db: SqlConnection): DevMailbox {
  return {
    kind: 'dev-mailbox',
    send: (message) => storeDevMail(db, message),
    list: (query) => listDevMail(db, query),
    get: (id) => getDevMail(db, id),
    clear: () => clearDevMail(db),
    async close() {},
  };
}

export async function storeDevMail(db: SqlConnection, message: MailMessage): Promise<SentMail> {
  assertMailMessage(message);
  if (isSimulatedBounce(message.to)) {
    throw new MailSendError(`550 5.1.1 <${message.to}>: mailbox unavailable (simulated bounce)`, true, { bounced: true });
  }
  await ensureDevMailboxTable(db);
  const id = uuidv7();
  const key = message.idempotencyKey ?? null;
  // A message sent again under its key (a job re-run after a crash) is the one already stored.
  const { rows } = await db.query<{ id: string }>(
    `WITH ins AS (
       INSERT INTO dev_mailbox (id, "to", subject, "text", html, tags, idempotency_key) VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)
       ON CONFLICT (idempotency_key) DO NOTHING RETURNING id
     )
     SELECT id FROM ins UNION ALL SELECT id FROM dev_mailbox WHERE idempotency_key = $7 AND NOT EXISTS (SELECT 1 FROM ins)`,
    [id, message.to, message.subject, message.text, message.html ?? null, JSON.stringify(message.tags ?? []), key],
  );
  return { messageId: String(rows[0]?.id ?? id) };
}

/** Newest first. */
export async function listDevMail(db: SqlConnection, query: DevMailListQuery = {}): Promise<DevMailPage> {
  await ensureDevMailboxTable(db);
  const limit = clampInt(query.limit ?? DEV_MAILBOX_DEFAULT_LIMIT, 1, DEV_MAILBOX_MAX_LIMIT);
  const offset = clampInt(query.offset ?? 0, 0, Number.MAX_SAFE_INTEGER);
  const to = query.to?.trim().toLowerCase() || null;
  // Exact address match on the bare form or the "<address>" of a display form; no LIKE, because
  // '_' is common in addresses and is a LIKE wildcard.
  const where = `($1::text IS NULL OR lower("to") = $1 OR right(lower("to"), length($1) + 2) = '<' || $1 || '>')`;
  const { rows, total } = await devBoxPage<SummaryRow>(db, { table: 'dev_mailbox', columns: 'id, "to", subject, tags, sent_at', where, filter: to, limit, offset });
  return { items: rows.map(toSummary), total };
}

export async function getDevMail(db: SqlConnection, id: string): Promise<DevMail | undefined> {
  if (!isUuid(id)) return undefined;
  await ensureDevMailboxTable(db);
  const { rows } = await db.query<SummaryRow & { text: string; html: string | null }>(
    `SELECT id, "to", subject, tags, sent_at, "text", html FROM dev_mailbox WHERE id = $1`,
    [id],
  );
  const row = rows[0];
  return row && { ...toSummary(row), text: row.text, html: row.html };
}

/** Empties the mailbox; returns how many messages were removed. */
export async function clearDevMail(db: SqlConnection): Promise<number> {
  await ensureDevMailboxTable(db);
  const { rowCount } = await db.query('DELETE FROM dev_mailbox');
  return rowCount;
}

interface SummaryRow {
  id: string;
  to: string;
  subject: string;
  tags: string[] | string;
  sent_at: Date | string;
}

function toSummary(row: SummaryRow): DevMailSummary {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    tags: tagsOf(row.tags),
    sentAt: sentAtOf(row.sent_at),
  };
}

function clampInt(value: number, min: number, max: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(min, Math.trunc(value))) : min;
}
