import { sql } from 'kysely';
import { variantCount } from '../domain/catalog/variant-id';
import type { ManufacturerDefinition, ProductDefinition } from '../domain/catalog/events';
import type { StoredEvent } from '../infra/event-store/port';
import type { Projection } from './lib/projection';

/**
 * The catalog: manufacturers and products (with their compact variant grids). Added and updated
 * events both carry the whole definition, so a batch is folded to the last definition per id and
 * written with one upsert per table.
 */
export const catalogProjection: Projection = {
  name: 'catalog',
  version: 1,
  eventTypes: ['ManufacturerRegistered', 'ManufacturerUpdated', 'ProductAdded', 'ProductUpdated'],
  tables: ['catalog_manufacturers', 'catalog_products'],
  ddl: (s) => /* sql */ `
    CREATE TABLE IF NOT EXISTS ${s}.catalog_manufacturers (
      manufacturer_id      text PRIMARY KEY,
      unique_name          text NOT NULL UNIQUE,
      display_name         text NOT NULL,
      programme            text NOT NULL,
      rewards_display_name text NOT NULL,
      rewards_url          text NOT NULL,
      terms_url            text NOT NULL,
      logo_file            text NOT NULL,
      updated_at           text NOT NULL
    );
    CREATE TABLE IF NOT EXISTS ${s}.catalog_products (
      product_id      text PRIMARY KEY,
      product_number  text NOT NULL,
      name            text NOT NULL,
      brand_id        text NOT NULL,
      brand_name      text NOT NULL,
      manufacturer_id text NOT NULL,
      modality        text NOT NULL,
      lens_type       text NOT NULL,
      pack_size       integer NOT NULL,
      supply_amount   integer NOT NULL,
      supply_unit     text NOT NULL,
      box_price_cents integer NOT NULL,
      is_available    boolean NOT NULL,
      keywords        jsonb NOT NULL,
      search_text     text NOT NULL,
      dimensions      jsonb NOT NULL,
      grid            jsonb NOT NULL,
      variant_count   integer NOT NULL,
      updated_at      text NOT NULL
    );
    CREATE INDEX IF NOT EXISTS catalog_products_brand ON ${s}.catalog_products (brand_id, name);
    CREATE INDEX IF NOT EXISTS catalog_products_number ON ${s}.catalog_products (product_number);`,
  async apply({ db }, events) {
    const manufacturers = new Map<string, { d: ManufacturerDefinition; at: string }>();
    const products = new Map<string, { d: ProductDefinition; at: string }>();
    for (const e of events) {
      if (e.type === 'ManufacturerRegistered' || e.type === 'ManufacturerUpdated') {
        const d = (e as StoredEvent<string, ManufacturerDefinition>).data;
        manufacturers.set(d.manufacturerId, { d, at: e.metadata.occurredAt });
      } else {
        const d = (e as StoredEvent<string, ProductDefinition>).data;
        products.set(d.productId, { d, at: e.metadata.occurredAt });
      }
    }
    if (manufacturers.size > 0) {
      const rows = [...manufacturers.values()].map(({ d, at }) => ({
        manufacturer_id: d.manufacturerId,
        unique_name: d.uniqueName,
        display_name: d.displayName,
        programme: d.programme,
        rewards_display_name: d.rewardsDisplayName,
        rewards_url: d.rewardsUrl,
        terms_url: d.termsUrl,
        logo_file: d.logoFile,
        updated_at: at,
      }));
      await db
        .insertInto('catalog_manufacturers')
        .values(rows)
        .onConflict((oc) =>
          oc.column('manufacturer_id').doUpdateSet((eb) => ({
            unique_name: eb.ref('excluded.unique_name'),
            display_name: eb.ref('excluded.display_name'),
            programme: eb.ref('excluded.programme'),
            rewards_display_name: eb.ref('excluded.rewards_display_name'),
            rewards_url: eb.ref('excluded.rewards_url'),
            terms_url: eb.ref('excluded.terms_url'),
            logo_file: eb.ref('excluded.logo_file'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
    }
    if (products.size > 0) {
      const rows = [...products.values()].map(({ d, at }) => ({
        product_id: d.productId,
        product_number: d.productNumber,
        name: d.name,
        brand_id: d.brand.recordId,
        brand_name: d.brand.name,
        manufacturer_id: d.manufacturerId,
        modality: d.modality,
        lens_type: d.lensType,
        pack_size: d.packSize,
        supply_amount: d.supplyAmount,
        supply_unit: d.supplyUnit,
        box_price_cents: Math.round(d.boxPrice * 100),
        is_available: d.isAvailable,
        keywords: sql<string[]>`${JSON.stringify(d.keywords)}::jsonb`,
        search_text: [d.name, d.brand.name, d.productNumber, d.modality, d.lensType, ...d.keywords].join(' ').toLowerCase(),
        dimensions: sql<string[]>`${JSON.stringify(d.dimensions)}::jsonb`,
        grid: sql<Record<string, string[]>[]>`${JSON.stringify(d.grid)}::jsonb`,
        variant_count: variantCount(d),
        updated_at: at,
      }));
      await db
        .insertInto('catalog_products')
        .values(rows)
        .onConflict((oc) =>
          oc.column('product_id').doUpdateSet((eb) => ({
            product_number: eb.ref('excluded.product_number'),
            name: eb.ref('excluded.name'),
            brand_id: eb.ref('excluded.brand_id'),
            brand_name: eb.ref('excluded.brand_name'),
            manufacturer_id: eb.ref('excluded.manufacturer_id'),
            modality: eb.ref('excluded.modality'),
            lens_type: eb.ref('excluded.lens_type'),
            pack_size: eb.ref('excluded.pack_size'),
            supply_amount: eb.ref('excluded.supply_amount'),
            supply_unit: eb.ref('excluded.supply_unit'),
            box_price_cents: eb.ref('excluded.box_price_cents'),
            is_available: eb.ref('excluded.is_available'),
            keywords: eb.ref('excluded.keywords'),
            search_text: eb.ref('excluded.search_text'),
            dimensions: eb.ref('excluded.dimensions'),
            grid: eb.ref('excluded.grid'),
            variant_count: eb.ref('excluded.variant_count'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
    }
  },
};
