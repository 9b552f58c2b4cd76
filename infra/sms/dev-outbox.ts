import { validate as isUuid, v7 as uuidv7 } from 'uuid';
import { devBoxPage, sentAtOf, tagsOf } from '../db/dev-box';
import { ensureTables } from '../db/ensure-tables';
import type { SqlConnection } from '../db/sql-client';
import { assertSmsMessage } from './sms-message';
import type { SentSms, SmsMessage, SmsSender } from './port';

/**
 * The development SMS outbox: the SmsSender used when Twilio is not configured. Each text lands
 * in the `dev_sms_outbox` table of the app's database, where the /dev/sms page and
 * GET /api/dev/sms (both in the query API) and the browser tests read it.
 */
export interface DevSms {
  id: string;
  to: string;
  body: string;
  tags: string[];
  /** ISO 8601. */
  sentAt: string;
}

export interface DevSmsListQuery {
  /** A number in any format; matched on its digits. */
  to?: string;
  limit?: number;
  offset?: number;
}

export interface DevSmsPage {
  items: DevSms[];
  total: number;
}

export const DEV_SMS_DEFAULT_LIMIT = 50;
export const DEV_SMS_MAX_LIMIT = 500;

const DDL = `
CREATE TABLE IF NOT EXISTS dev_sms_outbox (
  id uuid PRIMARY KEY,
  "to" text NOT NULL,
  body text NOT NULL,
  tags jsonb NOT NULL DEFAULT '[]'::jsonb,
  sent_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX IF NOT EXISTS dev_sms_outbox_to_idx ON dev_sms_outbox ("to", sent_at DESC);
`;

/** Creates the outbox table if missing, once per client (a development convenience, not a migration). */
export function ensureDevSmsTable(db: SqlConnection): Promise<void> {
  return ensureTables(db, DDL);
}

export interface DevSmsOutbox extends SmsSender {
  readonly kind: 'dev-outbox';
  list(query?: DevSmsListQuery): Promise<DevSmsPage>;
  get(id: string): Promise<DevSms | undefined>;
  clear(): Promise<number>;
}

export function createDevSmsOutbox(db: SqlConnection): DevSmsOutbox {
  return {
    kind: 'dev-outbox',
    send: (message) => storeDevSms(db, message),
    list: (query) => listDevSms(db, query),
    get: (id) => getDevSms(db, id),
    clear: () => clearDevSms(db),
  };
}

/** Digits only, without a leading US country code: how numbers are stored and matched. */
function localDigits(number: string): string {
  const digits = number.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

export async function storeDevSms(db: SqlConnection, message: SmsMessage): Promise<SentSms> {
  assertSmsMessage(message);
  await ensureDevSmsTable(db);
  const id = uuidv7();
  await db.query(`INSERT INTO dev_sms_outbox (id, "to", body, tags) VALUES ($1, $2, $3, $4::jsonb)`, [
    id,
    localDigits(message.to),
    message.body,
    JSON.stringify(message.tags ?? []),
  ]);
  return { messageId: id };
}

/** Newest first. */
export async function listDevSms(db: SqlConnection, query: DevSmsListQuery = {}): Promise<DevSmsPage> {
  await ensureDevSmsTable(db);
  const limit = Math.min(DEV_SMS_MAX_LIMIT, Math.max(1, Math.trunc(query.limit ?? DEV_SMS_DEFAULT_LIMIT)));
  const offset = Math.max(0, Math.trunc(query.offset ?? 0));
  const to = query.to ? localDigits(query.to) : null;
  const where = `($1::text IS NULL OR "to" = $1)`;
  const { rows, total } = await devBoxPage<Row>(db, { table: 'dev_sms_outbox', columns: 'id, "to", body, tags, sent_at', where, filter: to, limit, offset });
  return { items: rows.map(toDevSms), total };
}

export async function getDevSms(db: SqlConnection, id: string): Promise<DevSms | undefined> {
  if (!isUuid(id)) return undefined;
  await ensureDevSmsTable(db);
  const { rows } = await db.query<Row>(`SELECT id, "to", body, tags, sent_at FROM dev_sms_outbox WHERE id = $1`, [id]);
  return rows[0] && toDevSms(rows[0]);
}

export async function clearDevSms(db: SqlConnection): Promise<number> {
  await ensureDevSmsTable(db);
  const { rowCount } = await db.query('DELETE FROM dev_sms_outbox');
  return rowCount;
}

interface Row {
  id: string;
  to: string;
  body: string;
  tags: string[] | string;
  sent_at: Date | string;
}

function toDevSms(row: Row): DevSms {
  return {
    id: row.id,
    to: row.to,
    body: row.body,
    tags: tagsOf(row.tags),
    sentAt: sentAtOf(row.sent_at),
  };
}
