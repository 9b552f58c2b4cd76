import type { Kysely } from 'kysely';
import type { AccessClaims } from '../../../domain/identity/access-token';
import type { PricingRule, PricingStrategy } from '../../../domain/pricing/events';
import { DEFAULT_PRICING, type PricingConfig, type PricingProduct } from '../../../domain/pricing/price-calculator';
import type { ReadModels } from '../../../infra/read-models/tables';
import { type PricingLocationRef, pricingLocationsFor } from './pricing-access';

/** jsonb columns come back parsed from pg and PGlite alike; tolerate a driver that returns text. */
const parsed = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

export interface LocationPricing {
  config: PricingConfig;
  /** Never changed: suggested pricing. */
  isDefault: boolean;
  lastChange: { at: string; accountNumber: string; name: string | null } | null;
}

/** The pricing of each location (read model `pricing`); a location without a row prices as suggested. */
export async function loadLocationPricing(db: Kysely<ReadModels>, locationIds: readonly string[]): Promise<Map<string, LocationPricing>> {
  const out = new Map<string, LocationPricing>(locationIds.map((id) => [id, { config: DEFAULT_PRICING, isDefault: true, lastChange: null }]));
  if (locationIds.length === 0) return out;
  const rows = await db
    .withSchema('rm')
    .selectFrom('pricing_locations as p')
    .leftJoin('customers as c', 'c.account_number', 'p.updated_by')
    .select(['p.location_id', 'p.strategy', 'p.rules', 'p.favorites', 'p.updated_at', 'p.updated_by', 'c.first_name', 'c.last_name'])
    .where('p.location_id', 'in', locationIds)
    .execute();
  for (const r of rows) {
    out.set(r.location_id, {
      config: { strategy: parsed<PricingStrategy>(r.strategy), rules: parsed<PricingRule[]>(r.rules), favorites: parsed<string[]>(r.favorites) },
      isDefault: false,
      lastChange: { at: r.updated_at, accountNumber: r.updated_by, name: r.first_name ? `${r.first_name} ${r.last_name ?? ''}`.trim() : null },
    });
  }
  return out;
}

export interface CatalogProductForPricing extends PricingProduct {
  productNumber: string;
  productName: string;
  brandName: string;
  manufacturerName: string;
  packSize: number;
  supplyAmount: number;
  supplyUnit: string;
  isAvailable: boolean;
  keywords: string[];
  searchText: string;
}

/** Catalog products with the names the pricing screens show (read model `catalog`), by brand name then product name. */
export async function loadCatalogForPricing(db: Kysely<ReadModels>, opts: { availableOnly: boolean; productIds?: readonly string[] } = { availableOnly: true }): Promise<CatalogProductForPricing[]> {
  let q = db
    .withSchema('rm')
    .selectFrom('catalog_products as p')
    .leftJoin('catalog_manufacturers as m', 'm.manufacturer_id', 'p.manufacturer_id')
    .select([
      'p.product_id',
      'p.product_number',
      'p.name',
      'p.brand_id',
      'p.brand_name',
      'p.manufacturer_id',
      'm.display_name',
      'p.lens_type',
      'p.pack_size',
      'p.supply_amount',
      'p.supply_unit',
      'p.box_price_cents',
      'p.is_available',
      'p.keywords',
      'p.search_text',
    ])
    .orderBy('p.brand_name')
    .orderBy('p.name')
    .orderBy('p.product_id');
  if (opts.availableOnly) q = q.where('p.is_available', '=', true);
  if (opts.productIds) {
    if (opts.productIds.length === 0) return [];
    q = q.where('p.product_id', 'in', opts.productIds);
  }
  const rows = await q.execute();
  return rows.map((r) => ({
    productId: r.product_id,
    productNumber: r.product_number,
    productName: r.name,
    brandId: r.brand_id,
    brandName: r.brand_name,
    manufacturerId: r.manufacturer_id,
    manufacturerName: r.display_name ?? r.manufacturer_id,
    productType: r.lens_type,
    costCents: r.box_price_cents,
    packSize: r.pack_size,
    supplyAmount: r.supply_amount,
    supplyUnit: r.supply_unit,
    isAvailable: r.is_available,
    keywords: parsed<string[]>(r.keywords),
    searchText: r.search_text,
  }));
}

/** What a pricing read starts from: the locations it is for (`pricingLocationsFor`), their pricing, and the catalog they price. */
export async function pricingReadOf(
  db: Kysely<ReadModels>,
  claims: AccessClaims,
  requested: readonly string[] | undefined,
  byDefault: 'all' | 'first',
  catalog: { availableOnly: boolean } = { availableOnly: true },
): Promise<{ locations: PricingLocationRef[]; pricing: Map<string, LocationPricing>; products: CatalogProductForPricing[] }> {
  const locations = await pricingLocationsFor(db, claims, requested, byDefault);
  const [pricing, products] = await Promise.all([loadLocationPricing(db, locations.map((l) => l.locationId)), loadCatalogForPricing(db, catalog)]);
  return { locations, pricing, products };
}
