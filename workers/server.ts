import { loadConfig } from '../infra/config/env';
import { openInfrastructure } from '../infra/main/open-infrastructure';
import { stopOnSignals } from '../infra/main/process-lifecycle';
import { projections } from '../projections';
import { startProjections } from './projections/projection-runner';

/**
 * The workers alone (`npm run start:workers`): projections (one active runner per projection
 * across all worker processes, via advisory locks) and, as they land, reactors and job processors.
 */
const config = loadConfig();
const infra = await openInfrastructure(config);
const running = await startProjections({ sql: infra.sql, db: infra.db, store: infra.store, projections, log: console.log });
console.log(`workers: ${projections.length} projections running (${infra.sql.kind}, ${infra.store.kind})`);
stopOnSignals(async () => {
  await running.stop();
  await infra.close();
});
