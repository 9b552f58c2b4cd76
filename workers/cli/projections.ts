import cliProgress from 'cli-progress';
import { loadConfig } from '../../infra/config/env';
import { projectionLag } from '../../infra/read-models/lag';
import { READ_MODEL_SCHEMA } from '../../infra/read-models/tables';
import { openInfrastructure } from '../../infra/main/open-infrastructure';
import { projections } from '../../projections';
import { rebuildProjection } from '../projections/rebuild';

/**
 * npm run projections -- status
 * npm run projections -- rebuild NAME     (rebuild beside the live tables, then swap)
 */
const [command = 'status', name] = process.argv.slice(2);
const config = loadConfig();

let infra;
try {
  infra = await openInfrastructure(config);
} catch (err) {
  console.error(
    `Could not open the database (${config.databaseUrl ? 'DATABASE_URL' : `PGlite at ${config.dataDir}`}): ${(err as Error).message}\n` +
      'The embedded database can be opened by one process at a time: stop `npm start` first, or use DATABASE_URL.',
  );
  process.exit(2);
}

try {
  if (command === 'status') {
    const rows = await projectionLag(infra.sql, infra.store, projections.map((p) => p.name));
    console.log(`event store: ${infra.store.kind} on ${infra.sql.kind}`);
    console.table(
      rows.map((r) => ({ projection: r.name, version: r.version, position: r.position, applied: r.eventsApplied, lag: r.lag, state: r.caughtUp ? 'caught up' : 'behind' })),
    );
  } else if (command === 'rebuild') {
    const targets = name === 'all' ? projections : projections.filter((p) => p.name === name);
    if (!targets.length) {
      console.error(`Unknown projection "${name ?? ''}". Known: ${projections.map((p) => p.name).join(', ')}, or "all".`);
      process.exit(2);
    }
    for (const projection of targets) {
      const bar = new cliProgress.SingleBar(
        { format: `${projection.name.padEnd(12)} [{bar}] {percentage}% | {value}/{total} events | {rate} ev/s | ETA {eta_s2}s`, hideCursor: true },
        cliProgress.Presets.shades_classic,
      );
      bar.start(1, 0, { rate: 0, eta_s2: '?' });
      const started = Date.now();
      const { applied } = await rebuildProjection({
        sql: infra.sql,
        db: infra.db,
        store: infra.store,
        projection,
        schema: READ_MODEL_SCHEMA,
        onProgress: (p) => {
          bar.setTotal(Math.max(p.total, 1));
          bar.update(p.applied, { rate: Math.round(p.eventsPerSecond), eta_s2: p.etaSeconds.toFixed(1) });
        },
      });
      bar.stop();
      const s = (Date.now() - started) / 1000;
      console.log(`${projection.name}: rebuilt from ${applied} events in ${s.toFixed(2)} s (${Math.round(applied / Math.max(s, 0.001))} events/s), swapped in.`);
    }
  } else {
    console.error('Usage: npm run projections -- status | rebuild NAME|all');
    process.exit(2);
  }
} finally {
  await infra.close();
}
