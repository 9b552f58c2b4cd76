import { z } from 'zod';
import type { SqlConnection } from './sql-client';

/**
 * What the two development "boxes" share — the dev mailbox (`dev_mailbox`, infra/mail) and the SMS
 * outbox (`dev_sms_outbox`, infra/sms): rows with jsonb tags and a sent_at, read a page at a time,
 * newest first, through GET /api/dev/mailbox and GET /api/dev/sms.
 */

/** A row's jsonb tags: both drivers parse jsonb, but be tolerant of a text-typed parser. */
export function tagsOf(tags: string[] | string): string[] {
  return typeof tags === 'string' ? (JSON.parse(tags) as string[]) : tags;
}

/** A row's sent_at as ISO 8601. */
export function sentAtOf(sentAt: Date | string): string {
  return new Date(sentAt).toISOString();
}

/**
 * One page of `table`, newest first, and how many rows match. `where` may use $1, bound to `filter`
 * (null for no filter).
 */
export async function devBoxPage<Row>(
  db: SqlConnection,
  page: { table: string; columns: string; where: string; filter: string | null; limit: number; offset: number },
): Promise<{ rows: Row[]; total: number }> {
  const { table, columns, where, filter, limit, offset } = page;
  const [rows, count] = await Promise.all([
    db.query<Row>(`SELECT ${columns} FROM ${table} WHERE ${where} ORDER BY sent_at DESC, id DESC LIMIT $2 OFFSET $3`, [filter, limit, offset]),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${table} WHERE ${where}`, [filter]),
  ]);
  return { rows: rows.rows, total: count.rows[0]?.total ?? 0 };
}

/** The list querystring of a dev box route: the recipient filter, limit and offset. */
export function devBoxListQuerySchema(to: z.ZodString, limits: { max: number; default: number }) {
  return z.object({
    to: to.optional(),
    limit: z.coerce.number().int().min(1).max(limits.max).default(limits.default),
    offset: z.coerce.number().int().min(0).default(0),
  });
}

/** The params of a dev box's one-message route. */
export const devBoxIdParamsSchema = z.object({ id: z.uuid() });
