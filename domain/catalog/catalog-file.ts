import { z } from 'zod';
import { canonicalValue, compareValues, DIMENSIONS, type DimensionName, expandSegments } from './dimensions';
import type { GridBlock, ManufacturerDefinition, ProductDefinition } from './events';

/** The catalog data file (infra/catalog-data/catalog.json): what the import turns into events. */
const segment = z.object({ from: z.number(), to: z.number(), step: z.number().positive() });
const valueList = z.union([z.string().min(1), z.array(z.union([z.number(), z.string().min(1), segment])).min(1)]);

const manufacturer = z.object({
  manufacturerId: z.string().min(1),
  uniqueName: z.string().regex(/^[a-z0-9-]+$/),
  displayName: z.string().min(1),
  programme: z.enum(['rewards', 'rebates']),
  rewardsDisplayName: z.string().min(1),
  rewardsUrl: z.url(),
  termsUrl: z.url(),
  logoFile: z.string().min(1),
});

const product = z.object({
  productId: z.string().regex(/^[A-Z0-9-]+$/),
  productNumber: z.string().regex(/^[A-Z0-9]+$/),
  name: z.string().min(1),
  brandId: z.string().min(1),
  modality: z.enum(['daily', 'two-week', 'monthly']),
  lensType: z.enum(['spherical', 'toric', 'multifocal', 'color']),
  packSize: z.number().int().positive(),
  supplyAmount: z.number().int().positive(),
  supplyUnit: z.string().min(1),
  boxPrice: z.number().positive(),
  isAvailable: z.boolean().optional(),
  keywords: z.array(z.string()).default([]),
  grid: z.array(z.partialRecord(z.enum(DIMENSIONS), valueList)).min(1),
});

export const catalogFile = z.object({
  version: z.number().int(),
  ranges: z.record(z.string(), z.array(segment)),
  manufacturers: z.array(manufacturer).min(1),
  brands: z.array(z.object({ recordId: z.string().min(1), name: z.string().min(1), manufacturerId: z.string().min(1) })),
  products: z.array(product).min(1),
});
export type CatalogFile = z.infer<typeof catalogFile>;

export interface ExpandedCatalog {
  manufacturers: ManufacturerDefinition[];
  products: ProductDefinition[];
}

/**
 * Parses the file and expands every product's grid to canonical values (throws on a file that
 * references an unknown range, brand or manufacturer, or whose blocks differ in dimensions).
 */
export function expandCatalog(raw: unknown): ExpandedCatalog {
  const file = catalogFile.parse(raw);
  const manufacturerIds = new Set(file.manufacturers.map((m) => m.manufacturerId));
  const brands = new Map(file.brands.map((b) => [b.recordId, b]));
  const seen = new Set<string>();

  const products = file.products.map((p): ProductDefinition => {
    if (seen.has(p.productId)) throw new Error(`Duplicate product ${p.productId}`);
    seen.add(p.productId);
    const brand = brands.get(p.brandId);
    if (!brand || !manufacturerIds.has(brand.manufacturerId)) throw new Error(`Product ${p.productId}: unknown brand ${p.brandId}`);
    const grid = p.grid.map((block): GridBlock => {
      const out: GridBlock = {};
      for (const dimension of DIMENSIONS) {
        const spec = block[dimension];
        if (spec === undefined) continue;
        const values = valuesOf(dimension, spec, file.ranges, p.productId);
        out[dimension] = values;
      }
      return out;
    });
    const dimensions = DIMENSIONS.filter((d) => grid[0]![d] !== undefined);
    for (const block of grid) {
      const dims = DIMENSIONS.filter((d) => block[d] !== undefined);
      if (dims.join() !== dimensions.join()) throw new Error(`Product ${p.productId}: grid blocks must share dimensions`);
    }
    return {
      productId: p.productId,
      productNumber: p.productNumber,
      name: p.name,
      brand: { recordId: brand.recordId, name: brand.name },
      manufacturerId: brand.manufacturerId,
      modality: p.modality,
      lensType: p.lensType,
      packSize: p.packSize,
      supplyAmount: p.supplyAmount,
      supplyUnit: p.supplyUnit,
      boxPrice: p.boxPrice,
      isAvailable: p.isAvailable ?? true,
      keywords: p.keywords,
      dimensions,
      grid,
    };
  });
  return { manufacturers: file.manufacturers, products };
}

function valuesOf(
  dimension: DimensionName,
  spec: string | (string | number | { from: number; to: number; step: number })[],
  ranges: Record<string, { from: number; to: number; step: number }[]>,
  productId: string,
): string[] {
  const items = typeof spec === 'string' ? [spec] : spec;
  const values: string[] = [];
  for (const item of items) {
    if (typeof item === 'object') values.push(...expandSegments([item]).map((n) => canonicalValue(dimension, n)));
    else if (typeof item === 'string' && ranges[item]) values.push(...expandSegments(ranges[item]).map((n) => canonicalValue(dimension, n)));
    else if (typeof item === 'string' && typeof spec === 'string') throw new Error(`Product ${productId}: unknown range ${item}`);
    else values.push(canonicalValue(dimension, item));
  }
  const unique = [...new Set(values)];
  return dimension === 'color' || dimension === 'add' ? unique : unique.sort((a, b) => compareValues(dimension, a, b));
}
