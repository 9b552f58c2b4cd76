import { createWriteStream } from 'node:fs';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { type ExportOptions, exportEventLines, type LogReader } from '../../domain/history/event-export';
import { eventExportInput, type EventExportInput } from '../../domain/history/api-schemas';
import { STREAM_TYPE_NAMES } from '../../domain/history/stream-types';
import { loadConfig } from '../../infra/config/env';
import { openForCli } from './open-for-cli';

/**
 * The analyst export of the event log as NDJSON (issue #6), the same lines as GET /api/events/export:
 *   npm run events:export -- --stream-type order --from 2026-01-01 --to 2026-12-31 [--out file.ndjson]
 * Every option is optional; without --out the lines go to standard output (the summary to stderr).
 * `--backup` writes every value as stored (password hashes, tokens: keep the file as secret as the
 * database), the input of `npm run events:restore` (D-541).
 */
const USAGE = `Usage: npm run events:export -- [--stream-type TYPE] [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--out FILE] [--backup]
Stream types: ${STREAM_TYPE_NAMES.join(', ')}`;

/** Writes the export's lines to `out` with backpressure; resolves with the number of events written. */
export async function writeEventExport(reader: LogReader, filter: EventExportInput, out: Writable, options: ExportOptions = {}): Promise<number> {
  let count = 0;
  async function* counted() {
    for await (const line of exportEventLines(reader, filter, options)) {
      count += 1;
      yield line;
    }
  }
  await pipeline(Readable.from(counted(), { objectMode: false }), out);
  return count;
}

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      options: { 'stream-type': { type: 'string' }, from: { type: 'string' }, to: { type: 'string' }, out: { type: 'string' }, backup: { type: 'boolean' }, help: { type: 'boolean' } },
      allowPositionals: false,
    }).values;
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  if (parsed.help) {
    console.log(USAGE);
    return 0;
  }
  const input = eventExportInput.safeParse({ streamType: parsed['stream-type'], from: parsed.from, to: parsed.to });
  if (!input.success) {
    console.error(`${input.error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('\n')}\n${USAGE}`);
    return 2;
  }

  const config = loadConfig();
  const infra = await openForCli(config);
  if (!infra) return 2;
  try {
    const started = Date.now();
    const out = parsed.out ? createWriteStream(parsed.out) : process.stdout;
    const count = await writeEventExport(infra.store, input.data, out, { redact: !parsed.backup });
    const what = [input.data.streamType ? `stream type ${input.data.streamType}` : 'all streams', input.data.from ? `from ${input.data.from}` : '', input.data.to ? `to ${input.data.to}` : '']
      .filter(Boolean)
      .join(', ');
    console.error(`Exported ${count} events (${what}${parsed.backup ? ', backup: not redacted' : ''}) ${parsed.out ? `to ${parsed.out}` : 'to standard output'} in ${((Date.now() - started) / 1000).toFixed(2)} s.`);
    return 0;
  } finally {
    await infra.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main();
}
