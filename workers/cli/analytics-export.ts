import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { loadConfig } from '../../infra/config/env';
import { pseudonymSecret } from '../../infra/analytics/export/pseudonymiser';
import { runAnalyticsExport } from '../../infra/analytics/export/run-export';
import { openForCli } from './open-for-cli';

/**
 * The de-identified analyst export as Parquet (issue #32):
 *   npm run analytics:export -- --out DIR [--practice ID]
 * Run with the app stopped on the embedded default (DATA_DIR), or against DATABASE_URL. A second
 * run into the same DIR adds only what is new (the checkpoint is in DIR/_export).
 */
const USAGE = 'Usage: npm run analytics:export -- --out DIR [--practice PRACTICE_ID]';

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ options: { out: { type: 'string' }, practice: { type: 'string' }, help: { type: 'boolean' } }, allowPositionals: false }).values;
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  if (parsed.help) {
    console.log(USAGE);
    return 0;
  }
  if (!parsed.out) {
    console.error(`--out DIR is required.\n${USAGE}`);
    return 2;
  }
  let secret: string;
  try {
    secret = pseudonymSecret();
  } catch (err) {
    console.error((err as Error).message);
    return 2;
  }
  const infra = await openForCli(loadConfig());
  if (!infra) return 2;
  const bar = new cliProgress.SingleBar(
    { format: 'analytics export     [{bar}] {percentage}% | {value}/{total} log positions | {rate} ev/s | ETA {eta_s2}s', hideCursor: true },
    cliProgress.Presets.shades_classic,
  );
  bar.start(1, 0, { rate: 0, eta_s2: '?' });
  try {
    const summary = await runAnalyticsExport(infra.store, {
      out: resolve(parsed.out),
      secret,
      practiceId: parsed.practice ?? null,
      onProgress: (p) => {
        bar.setTotal(Math.max(1, p.total));
        bar.update(p.done, { rate: Math.round(p.ratePerSecond), eta_s2: p.etaSeconds.toFixed(1) });
      },
    });
    bar.stop();
    console.error(
      `Exported ${summary.events} events (run ${summary.run}${parsed.practice ? ', one practice' : ', all practices'}) to ${resolve(parsed.out)}: ` +
        `${summary.eventTables} event tables, ${summary.factMonthsRewritten} fact table months rewritten, ${summary.files} files, in ${summary.seconds.toFixed(2)} s.`,
    );
    return 0;
  } catch (err) {
    bar.stop();
    console.error(`The export failed: ${(err as Error).message}`);
    return 1;
  } finally {
    await infra.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main();
}
