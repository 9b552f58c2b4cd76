import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../infra/config/env';
import { openDatabase } from '../../infra/db/open-database';
import type { SqlClient } from '../../infra/db/sql-client';
import { getDevMail, listDevMail } from '../../infra/mail/dev-mailbox';
import type { DevMail, DevMailSummary } from '../../infra/mail/dev-mailbox';

/**
 * The dev mailbox of the local store, for humans:
 *   npm run mailbox                      newest first (20)
 *   npm run mailbox -- --to ann@x.test   only mail to that address
 *   npm run mailbox -- --limit 50 --offset 50
 *   npm run mailbox -- show ID [--html]  one message
 */
const USAGE = 'Usage: npm run mailbox -- [--to ADDRESS] [--limit N] [--offset N] | show ID [--html]';

const { values: args, positionals } = parseCommandLine();
const [command = 'list', id] = positionals;
if (args.help || !['list', 'show'].includes(command) || (command === 'show' && !id)) {
  console.log(USAGE);
  process.exit(args.help ? 0 : 2);
}

const limit = positiveInt(args.limit, '--limit');
const offset = positiveInt(args.offset, '--offset', 0);

const config = loadConfig();
const source = config.databaseUrl ? 'DATABASE_URL' : `the embedded database in ${config.dataDir}`;
const appUrl = `http://localhost:${config.port}`;

if (!config.databaseUrl) {
  if (!existsSync(join(resolve(config.dataDir), 'PG_VERSION'))) {
    console.log(`No local store in ${config.dataDir} yet: nothing has been sent. Start the app with \`npm start\`.`);
    process.exit(0);
  }
}

let db: SqlClient;
try {
  db = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await db.query('SELECT 1');
} catch (err) {
  if (!config.databaseUrl) exitBecauseAppRuns((err as Error).message);
  console.error(`Could not connect to ${source}: ${(err as Error).message}`);
  process.exit(2);
}

try {
  // Read-only: do not create the table in someone's store just to say it is empty.
  const { rows } = await db.query<{ present: boolean }>(`SELECT to_regclass('dev_mailbox') IS NOT NULL AS present`);
  const hasMailbox = rows[0]?.present === true;
  if (command === 'show') {
    const mail = hasMailbox ? await getDevMail(db, id as string) : undefined;
    if (!mail) {
      console.error(`No message with id ${id} in ${source}.`);
      process.exitCode = 1;
    } else {
      console.log(formatMessage(mail, args.html));
    }
  } else {
    const page = hasMailbox ? await listDevMail(db, { to: args.to, limit, offset }) : { items: [], total: 0 };
    console.log(formatList(page.items, page.total, offset, args.to));
  }
} finally {
  await db.end();
}

function parseCommandLine() {
  try {
    return parseArgs({
      options: {
        to: { type: 'string' },
        limit: { type: 'string', default: '20' },
        offset: { type: 'string', default: '0' },
        html: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      allowPositionals: true,
      strict: true,
    });
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    process.exit(2);
  }
}

function exitBecauseAppRuns(cause?: string): never {
  console.error(
    [
      cause ? `Could not open ${source}: ${cause}` : `The app is running and holds ${source}.`,
      'The embedded database can be opened by one process at a time. Either:',
      `  • open ${appUrl}/dev/mailbox in your browser, or`,
      '  • stop the app (Ctrl+C in its terminal) and run `npm run mailbox` again.',
    ].join('\n'),
  );
  process.exit(3);
}

function positiveInt(value: string | undefined, flag: string, min = 1): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) {
    console.error(`${flag} must be an integer ≥ ${min} (got '${value}').\n${USAGE}`);
    process.exit(2);
  }
  return n;
}

function formatList(items: DevMailSummary[], total: number, offset: number, to?: string): string {
  const filter = to ? ` to ${to}` : '';
  if (items.length === 0) return total === 0 ? `No mail${filter} in ${source}.` : `No mail${filter} at offset ${offset} (${total} in all).`;
  const table = formatTable(
    ['SENT', 'TO', 'SUBJECT', 'TAGS', 'ID'],
    items.map((m) => [localTime(m.sentAt), clip(m.to, 36), clip(m.subject, 50), clip(m.tags.join(','), 24), m.id]),
  );
  const shown = `${offset + 1}–${offset + items.length} of ${total}${filter}, newest first`;
  const more = offset + items.length < total ? `  Next page: npm run mailbox -- --offset ${offset + items.length}${to ? ` --to ${to}` : ''}` : '';
  return `${table}\n\n${shown}.${more}\nRead one: npm run mailbox -- show ID`;
}

function formatMessage(mail: DevMail, withHtml: boolean): string {
  const head = [
    ['ID', mail.id],
    ['Sent', `${localTime(mail.sentAt)} (${mail.sentAt})`],
    ['To', mail.to],
    ['Subject', mail.subject],
    ['Tags', mail.tags.join(', ') || '—'],
  ].map(([k, v]) => `${`${k}:`.padEnd(9)}${v}`);
  const parts = [head.join('\n'), '', mail.text];
  if (mail.html !== null) {
    parts.push('', withHtml ? `--- HTML ---\n${mail.html}` : `(also has an HTML part of ${mail.html.length} characters: add --html to print it)`);
  }
  return parts.join('\n');
}

function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ').trimEnd();
  return [line(header), line(widths.map((w) => '─'.repeat(w))), ...rows.map(line)].join('\n');
}

function clip(text: string, max: number): string {
  const oneLine = text.replace(/\s+/g, ' ');
  return oneLine.length > max ? `${oneLine.slice(0, max - 1)}…` : oneLine;
}

function localTime(iso: string): string {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}
