import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expandCatalog } from '../../domain/catalog/catalog-file';
import { manufacturerStream, productStream, type ManufacturerDefinition, type ProductDefinition } from '../../domain/catalog/events';
import { decideImportManufacturer, decideImportProduct, evolveManufacturer, evolveProduct, initialCatalogItemState } from '../../domain/catalog/import-catalog';
import type { EventMetadata, EventStore } from '../../infra/event-store/port';
import { handleCommand } from '../lib/handle-command';

/** The catalog data file shipped with the product (manufacturers, brands, products and their grids). */
export const CATALOG_FILE = fileURLToPath(new URL('../../infra/catalog-data/catalog.json', import.meta.url));

export interface ImportSummary {
  manufacturers: { added: number; updated: number; unchanged: number };
  products: { added: number; updated: number; unchanged: number };
  /** Global position of the last appended event, for read-your-writes (0 when nothing changed). */
  position: number;
}

const manufacturerDecider = { initialState: initialCatalogItemState<ManufacturerDefinition>, evolve: evolveManufacturer };
const productDecider = { initialState: initialCatalogItemState<ProductDefinition>, evolve: evolveProduct };

/**
 * Imports a catalog file through commands: one stream per manufacturer and per product, each
 * decided against its current definition, so a re-import of the same file appends nothing and a
 * changed product appends one ProductUpdated.
 */
export async function importCatalog(store: EventStore, metadata: EventMetadata, file: string = CATALOG_FILE): Promise<ImportSummary> {
  const catalog = expandCatalog(JSON.parse(await readFile(file, 'utf8')));
  const summary: ImportSummary = { manufacturers: { added: 0, updated: 0, unchanged: 0 }, products: { added: 0, updated: 0, unchanged: 0 }, position: 0 };

  for (const m of catalog.manufacturers) {
    const { result, events } = await handleCommand(store, manufacturerStream(m.manufacturerId), manufacturerDecider, (s) => decideImportManufacturer(m, s), { metadata });
    const kind = events[0]?.type === 'ManufacturerRegistered' ? 'added' : events[0] ? 'updated' : 'unchanged';
    summary.manufacturers[kind]++;
    if (result) summary.position = result.position;
  }
  for (const p of catalog.products) {
    const { result, events } = await handleCommand(store, productStream(p.productId), productDecider, (s) => decideImportProduct(p, s), { metadata });
    const kind = events[0]?.type === 'ProductAdded' ? 'added' : events[0] ? 'updated' : 'unchanged';
    summary.products[kind]++;
    if (result) summary.position = result.position;
  }
  return summary;
}
