import { resolve } from 'node:path';
import { z } from 'zod';
import { loadConfig } from '../../infra/config/env';
import { openInfrastructure } from '../../infra/process/open-infrastructure';
import { CATALOG_FILE, importCatalog } from './import-catalog';

/**
 * `npx tsx command-api/catalog/import-cli.ts [file]`: imports a catalog file (default: the shipped
 * infra/catalog-data/catalog.json) into the configured store (DATABASE_URL, else PGlite in DATA_DIR)
 * as events by actor `system`. Re-running with the same file appends nothing.
 */
const config = loadConfig();
const file = process.argv[2] ? resolve(process.argv[2]) : CATALOG_FILE;
const infra = await openInfrastructure(config);
try {
  const summary = await importCatalog(infra.store, {
    actor: { accountNumber: 'system', customerGroup: 'System' },
    correlationId: `catalog-import-${Date.now()}`,
    occurredAt: new Date().toISOString(),
    schemaVersion: 1,
  }, file);
  const line = (what: string, c: { added: number; updated: number; unchanged: number }) => `${what}: ${c.added} added, ${c.updated} updated, ${c.unchanged} unchanged`;
  console.log(`catalog ${file}`);
  console.log(line('manufacturers', summary.manufacturers));
  console.log(line('products', summary.products));
  if (summary.position) console.log(`last event at position ${summary.position}`);
} catch (err) {
  console.error(`Catalog import failed: ${err instanceof z.ZodError ? `the file does not match the catalog format:\n${z.prettifyError(err)}` : (err as Error).message}`);
  process.exitCode = 1;
} finally {
  await infra.close();
}
