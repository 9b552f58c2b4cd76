import type { Kysely, Selectable } from 'kysely';
import type { DimensionName } from '../../../domain/catalog/dimensions';
import type { GridBlock } from '../../../domain/catalog/events';
import { packSizeLabel, productImageUrl, supplyLabel } from '../../../domain/catalog/product-labels';
import { CATALOG_MESSAGES } from '../../../domain/catalog/search-products';
import { decodeVariantId } from '../../../domain/catalog/variant-id';
import { DomainError } from '../../../domain/shared/errors';
import type { CatalogProductsTable, ReadModels } from '../../../infra/read-models/tables';
import type { ProductSummary } from '../../../domain/catalog/api-schemas';

/** Who may read the catalog: signed-in practice users and patients (deny by default). */
export const CATALOG_READERS = ['Staff', 'Practice', 'Patient'] as const;

export type ProductRow = Selectable<CatalogProductsTable>;

/** What the variant functions of domain/catalog/variant-id.ts need from a product row. */
export interface ProductGrid {
  productId: string;
  dimensions: DimensionName[];
  grid: GridBlock[];
}

/** jsonb columns come back parsed from pg and PGlite alike; tolerate a driver that returns text. */
function json<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

export function gridOf(row: ProductRow): ProductGrid {
  return { productId: row.product_id, dimensions: json<DimensionName[]>(row.dimensions), grid: json<GridBlock[]>(row.grid) };
}

/** The product, or a 404 with the spec's "no product found". */
export async function loadProduct(db: Kysely<ReadModels>, productId: string): Promise<ProductRow> {
  const row = await db.withSchema('rm').selectFrom('catalog_products').selectAll().where('product_id', '=', productId).executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'PRODUCT_NOT_FOUND', CATALOG_MESSAGES.productNotFound);
  return row;
}

/** The product a variant id belongs to (decoded from the id itself), or a 404. */
export async function loadProductOfVariant(db: Kysely<ReadModels>, variantId: string): Promise<ProductRow> {
  const decoded = decodeVariantId(variantId);
  if (!decoded) throw new DomainError('not_found', 'VARIANT_NOT_FOUND', CATALOG_MESSAGES.variantNotFound);
  const row = await db.withSchema('rm').selectFrom('catalog_products').selectAll().where('product_id', '=', decoded.productId).executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'VARIANT_NOT_FOUND', CATALOG_MESSAGES.variantNotFound);
  return row;
}

export const imageHost = (): string | undefined => process.env.IMAGE_HOST || undefined;

/** What a box holds and costs (the catalog's cost per box, in dollars). */
export function packFactsOf(row: ProductRow) {
  return {
    packSize: row.pack_size,
    packSizeLabel: packSizeLabel(row.pack_size),
    supplyAmount: row.supply_amount,
    unit: row.supply_unit,
    supplyLabel: supplyLabel(row.supply_amount, row.supply_unit),
    boxPrice: row.box_price_cents / 100,
    isAvailable: row.is_available,
  };
}

export function toSummary(row: ProductRow & { manufacturer_name?: string | null }): ProductSummary {
  return {
    productId: row.product_id,
    productNumber: row.product_number,
    productName: row.name,
    brand: row.brand_name,
    brandId: row.brand_id,
    manufacturerId: row.manufacturer_id,
    manufacturerName: row.manufacturer_name ?? null,
    modality: row.modality,
    lensType: row.lens_type,
    ...packFactsOf(row),
    imageUrl: productImageUrl(row.product_number, imageHost()),
    dimensions: json<DimensionName[]>(row.dimensions),
    variantCount: row.variant_count,
  };
}
