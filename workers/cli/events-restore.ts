import { createReadStream } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../infra/config/env';
import { linesOf, restoreEventLog } from '../../infra/event-store/restore-log';
import { openForCli } from './open-for-cli';

/**
 * Restores a backup of the event log into an empty database (D-541):
 *   npm run events:export -- --backup --out log.ndjson        (on the source)
 *   npm run events:restore -- --in log.ndjson                 (on the target: DATABASE_URL or DATA_DIR)
 *   npm run projections -- rebuild all                        (read models from the restored log)
 * The workers also build the read models by themselves when they start on the restored log.
 */
const USAGE = 'Usage: npm run events:restore -- --in FILE.ndjson';

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ options: { in: { type: 'string' }, help: { type: 'boolean' } }, allowPositionals: false }).values;
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  if (parsed.help || !parsed.in) {
    (parsed.help ? console.log : console.error)(USAGE);
    return parsed.help ? 0 : 2;
  }
  const config = loadConfig();
  const infra = await openForCli(config);
  if (!infra) return 2;
  try {
    if (infra.store.kind !== 'postgres') {
      console.error('events:restore writes the PostgreSQL event store (PGlite or DATABASE_URL), not EventStoreDB.');
      return 2;
    }
    const started = Date.now();
    const { events, streams } = await restoreEventLog(infra.sql, linesOf(createReadStream(parsed.in)));
    console.error(`Restored ${events} events in ${streams} streams from ${parsed.in} in ${((Date.now() - started) / 1000).toFixed(2)} s. Next: npm run projections -- rebuild all`);
    return 0;
  } catch (err) {
    console.error((err as Error).message);
    return 1;
  } finally {
    await infra.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main();
}
