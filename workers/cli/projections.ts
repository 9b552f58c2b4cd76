import cliProgress from 'cli-progress';
import { AS_OF_HELP, parseAsOf } from '../../domain/reports/as-of';
import { loadConfig } from '../../infra/config/env';
import { projectionLag } from '../../infra/read-models/lag';
import { dropSnapshot, listSnapshots } from '../../infra/read-models/snapshots';
import { READ_MODEL_SCHEMA } from '../../infra/read-models/tables';
import { projections } from '../../projections';
import { rebuildProjection, type RebuildProgress } from '../projections/rebuild';
import { AS_OF_PROJECTIONS, buildReportSnapshot } from '../projections/report-snapshots';
import { openForCli } from './open-for-cli';

const USAGE = `Usage: npm run projections -- <command>
  status                          every projection with its position and lag
  rebuild NAME|all                rebuild beside the live tables, then swap them in
  rebuild NAME|all --as-of DATE   build an as-of snapshot of the reports (${AS_OF_PROJECTIONS.map((p) => p.name).join(', ')})
                                  into its own schema; the live tables are not touched
  snapshots                       the as-of snapshots built so far
  drop-snapshot ID                delete a snapshot (its schema and registry entry)
${AS_OF_HELP}`;

/**
 * npm run projections -- status
 * npm run projections -- rebuild NAME|all [--as-of DATE]
 * npm run projections -- snapshots | drop-snapshot ID
 */
const argv = process.argv.slice(2);
const asOfAt = argv.findIndex((a) => a === '--as-of' || a.startsWith('--as-of='));
let asOf: string | undefined;
if (asOfAt >= 0) {
  const flag = argv[asOfAt]!;
  asOf = flag.includes('=') ? flag.slice(flag.indexOf('=') + 1) : argv[asOfAt + 1];
  argv.splice(asOfAt, flag.includes('=') ? 1 : 2);
  if (!asOf) {
    console.error(`--as-of needs a DATE.\n${USAGE}`);
    process.exit(2);
  }
  try {
    parseAsOf(asOf);
  } catch (err) {
    console.error((err as Error).message);
    process.exit(2);
  }
}
const [command = 'status', name] = argv;
if (command === 'help' || command === '--help' || command === '-h') {
  console.log(USAGE);
  process.exit(0);
}
const config = loadConfig();

function progressBar(label: string) {
  const bar = new cliProgress.SingleBar(
    { format: `${label.padEnd(20)} [{bar}] {percentage}% | {value}/{total} events | {rate} ev/s | ETA {eta_s2}s`, hideCursor: true },
    cliProgress.Presets.shades_classic,
  );
  bar.start(1, 0, { rate: 0, eta_s2: '?' });
  return {
    update: (p: RebuildProgress) => {
      bar.setTotal(Math.max(p.total, 1));
      bar.update(p.applied, { rate: Math.round(p.eventsPerSecond), eta_s2: p.etaSeconds.toFixed(1) });
    },
    stop: () => bar.stop(),
  };
}

const infra = await openForCli(config);
if (!infra) process.exit(2);

try {
  if (command === 'status') {
    const rows = await projectionLag(infra.sql, infra.store, projections.map((p) => p.name));
    console.log(`event store: ${infra.store.kind} on ${infra.sql.kind}`);
    console.table(
      rows.map((r) => ({ projection: r.name, version: r.version, position: r.position, applied: r.eventsApplied, lag: r.lag, 'lag (s)': r.lagSeconds === null ? '–' : r.lagSeconds.toFixed(1), state: r.caughtUp ? 'caught up' : 'behind' })),
    );
  } else if (command === 'rebuild' && asOf !== undefined) {
    const wanted = name === 'all' ? AS_OF_PROJECTIONS : AS_OF_PROJECTIONS.filter((p) => p.name === name);
    if (!wanted.length) {
      const known = projections.some((p) => p.name === name);
      console.error(
        known
          ? `${name} is not as-of material: only the reports (${AS_OF_PROJECTIONS.map((p) => p.name).join(', ')}) can be built as of a date.`
          : `Unknown projection "${name ?? ''}". As-of snapshots exist for: ${AS_OF_PROJECTIONS.map((p) => p.name).join(', ')}, or "all".`,
      );
      process.exit(2);
    }
    if (name === 'all') {
      const skipped = projections.filter((p) => !AS_OF_PROJECTIONS.includes(p)).map((p) => p.name);
      console.log(`As of a date only the reports are rebuilt; not as-of material, skipped: ${skipped.join(', ')}.`);
    }
    const { cutoff, id } = parseAsOf(asOf);
    console.log(`Snapshot ${id}: every event that occurred at or before ${cutoff}.`);
    for (const projection of wanted) {
      const bar = progressBar(projection.name);
      const built = await buildReportSnapshot({ sql: infra.sql, db: infra.db, store: infra.store, asOf, projections: [projection], onProgress: bar.update });
      bar.stop();
      const p = built.projections[0]!;
      console.log(`${projection.name}: ${p.applied} events up to ${cutoff} in ${p.seconds.toFixed(2)} s (${Math.round(p.applied / Math.max(p.seconds, 0.001))} events/s) → schema ${built.schema}.`);
    }
    console.log(`Read it with ?asOf=${id} on /api/reports/order-status and /api/reports/sales, or choose it in the reports' "Data as of".`);
  } else if (command === 'rebuild') {
    const targets = name === 'all' ? projections : projections.filter((p) => p.name === name);
    if (!targets.length) {
      console.error(`Unknown projection "${name ?? ''}". Known: ${projections.map((p) => p.name).join(', ')}, or "all".`);
      process.exit(2);
    }
    for (const projection of targets) {
      const bar = progressBar(projection.name);
      const started = Date.now();
      const { applied } = await rebuildProjection({
        sql: infra.sql,
        db: infra.db,
        store: infra.store,
        projection,
        schema: READ_MODEL_SCHEMA,
        onProgress: bar.update,
      });
      bar.stop();
      const s = (Date.now() - started) / 1000;
      console.log(`${projection.name}: rebuilt from ${applied} events in ${s.toFixed(2)} s (${Math.round(applied / Math.max(s, 0.001))} events/s), swapped in.`);
    }
  } else if (command === 'snapshots') {
    const list = await listSnapshots(infra.sql);
    if (!list.length) console.log('No as-of snapshots. Build one with: npm run projections -- rebuild all --as-of YYYY-MM-DD');
    else console.table(list.map((s) => ({ id: s.id, 'as of': s.asOf, built: s.builtAt, projections: s.projections.join(', '), events: s.eventsApplied })));
  } else if (command === 'drop-snapshot') {
    if (!name) {
      console.error(`drop-snapshot needs an ID (see: npm run projections -- snapshots).`);
      process.exit(2);
    }
    if (await dropSnapshot(infra.sql, name)) console.log(`Snapshot ${name} dropped.`);
    else {
      console.error(`No snapshot "${name}" (see: npm run projections -- snapshots).`);
      process.exit(2);
    }
  } else {
    console.error(USAGE);
    process.exit(2);
  }
} finally {
  await infra.close();
}
