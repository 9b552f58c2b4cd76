import { z } from 'zod';
import { PRICING_SCOPES, PRODUCT_TYPES } from './events';
import { ruleView } from './set-pricing-rule';
import { strategyView } from './update-strategy';

/**
 * The pricing query API's inputs and replies (issue #6, spec point 7 Pricing), shared by the query
 * API and the web. Money is dollars (numbers with two decimals) beside exact integer cents.
 */

/** Spec point 9 "Sort options: A-Z, Z-A, price high-low, low-high" (price = the single tier's retail). */
export const PRODUCT_SORTS = ['az', 'za', 'priceHighLow', 'priceLowHigh'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const PRODUCT_SORT_LABELS: Record<ProductSort, string> = { az: 'A-Z', za: 'Z-A', priceHighLow: 'Price high-low', priceLowHigh: 'Price low-high' };

export const PRICING_PRODUCTS_DEFAULT_LIMIT = 25;
export const PRICING_PRODUCTS_MAX_LIMIT = 100;
/** The category id of "all brands" (the web adds it first, spec point 7). */
export const ALL_BRANDS_ID = 'ALL';

const id = z.string().trim().min(1).max(80);

/** A query-string list: repeated (`a=1&a=2`) or comma-separated (`a=1,2`). */
const list = (max = 50) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (v === undefined ? undefined : [...new Set((Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))]))
    .pipe(z.array(id).max(max).optional());

const flag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === true || v === 'true'));

export const getStrategyInput = z.object({ locationId: id.optional() });

/** Locations: the caller's when absent (Staff: their own; the administrator: every location of the practice). */
export const locationIdsInput = z.object({ locationIds: list(20) });

export const pricingProductsInput = z.object({
  locationIds: list(20),
  /** Brand recordId (`ALL` = every brand). */
  brandId: id.optional(),
  manufacturerId: id.optional(),
  productType: z.enum(PRODUCT_TYPES).optional(),
  favorites: flag,
  keyword: z.string().trim().max(100).optional(),
  /** Spec point 7 "/pricing/products (locationIds, products)": only these products. */
  productIds: list(100),
  sort: z.enum(PRODUCT_SORTS).default('az'),
  limit: z.coerce.number().int().min(1).max(PRICING_PRODUCTS_MAX_LIMIT).default(PRICING_PRODUCTS_DEFAULT_LIMIT),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type PricingProductsInput = z.input<typeof pricingProductsInput>;

export const patientPriceInput = z.object({ productId: id, locationId: id.optional() });

export const tierPriceView = z.object({
  retail: z.number(),
  retailCents: z.number().int(),
  markup: z.number(),
  markupCents: z.number().int(),
  markupPercent: z.number(),
  /** The strategy's minimum for this tier (dollars), null = none. */
  minimum: z.number().nullable(),
  floored: z.boolean(),
});
export type TierPriceView = z.infer<typeof tierPriceView>;

export const pricedByView = z.object({
  source: z.enum(['suggested', 'strategy', 'rule']),
  markupType: z.string(),
  scope: z.enum(PRICING_SCOPES).nullable(),
  scopeId: z.string().nullable(),
  /** In words, e.g. "Brand rule: Aurora Day". */
  label: z.string(),
});

export const productPriceRow = z.object({
  locationId: z.string(),
  locationName: z.string(),
  productId: z.string(),
  productNumber: z.string(),
  productName: z.string(),
  brandId: z.string(),
  brandName: z.string(),
  manufacturerId: z.string(),
  manufacturerName: z.string(),
  productType: z.string(),
  packSizeLabel: z.string(),
  supplyLabel: z.string(),
  cost: z.number(),
  costCents: z.number().int(),
  isFavorite: z.boolean(),
  pricedBy: pricedByView,
  single: tierPriceView,
  semiAnnual: tierPriceView,
  annual: tierPriceView,
});
export type ProductPriceRow = z.infer<typeof productPriceRow>;

export const pricingProductsReply = z.object({
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  sort: z.enum(PRODUCT_SORTS),
  items: z.array(productPriceRow),
});
export type PricingProductsReply = z.infer<typeof pricingProductsReply>;

/** Spec point 3 "Levels: single, semiAnnual, annual. Each has unitPrice, avgMarkup, avgCost" (dollars; avgMarkup = unitPrice − avgCost). */
export const levelView = z.object({ unitPrice: z.number(), avgMarkup: z.number(), avgCost: z.number(), avgMarkupPercent: z.number() });
export type LevelView = z.infer<typeof levelView>;
export const levelsView = z.object({ single: levelView, semiAnnual: levelView, annual: levelView });
export type LevelsView = z.infer<typeof levelsView>;

export const pricingCategory = z.object({
  recordId: z.string(),
  name: z.string(),
  productCount: z.number().int(),
  single: levelView.nullable(),
  semiAnnual: levelView.nullable(),
  annual: levelView.nullable(),
});
export type PricingCategory = z.infer<typeof pricingCategory>;
/** The manufacturers (for the products filter), with their available products. */
export const pricingManufacturer = z.object({ manufacturerId: z.string(), name: z.string(), productCount: z.number().int() });
export const pricingCategoriesReply = z.object({ locationIds: z.array(z.string()), categories: z.array(pricingCategory), manufacturers: z.array(pricingManufacturer) });
export type PricingCategoriesReply = z.infer<typeof pricingCategoriesReply>;

const changedBy = z.object({ at: z.string(), accountNumber: z.string(), name: z.string().nullable() }).nullable();

export const pricingLocation = z.object({
  locationId: z.string(),
  name: z.string(),
  strategy: strategyView,
  ruleCount: z.number().int(),
  favoriteCount: z.number().int(),
  productCount: z.number().int(),
  levels: levelsView.nullable(),
  lastChange: changedBy,
});
export type PricingLocation = z.infer<typeof pricingLocation>;
export const pricingLocationsReply = z.object({ locations: z.array(pricingLocation) });
export type PricingLocationsReply = z.infer<typeof pricingLocationsReply>;

export const getStrategyReply = z.object({
  locationId: z.string(),
  locationName: z.string(),
  /** No strategy was ever chosen: suggested pricing. */
  isDefault: z.boolean(),
  ...strategyView.shape,
  rules: z.array(ruleView),
  favorites: z.array(z.string()),
  lastChange: changedBy,
});
export type GetStrategyReply = z.infer<typeof getStrategyReply>;

const patientTier = z.object({ price: z.number(), priceCents: z.number().int() });
export const patientPriceReply = z.object({
  productId: z.string(),
  productName: z.string(),
  locationId: z.string(),
  single: patientTier,
  semiAnnual: patientTier,
  annual: patientTier,
});
export type PatientPriceReply = z.infer<typeof patientPriceReply>;

// ---- command replies ----

const position = z.number().int().nullable();

export const updateStrategyReply = z.object({ locationId: z.string(), strategy: strategyView, position });
export type UpdateStrategyReply = z.infer<typeof updateStrategyReply>;

export const setPricingRuleReply = z.object({ locationId: z.string(), rule: ruleView.nullable(), rules: z.array(ruleView), position });
export type SetPricingRuleReply = z.infer<typeof setPricingRuleReply>;

/** Spec point 7: setfavorite and removefavorite both return the favorites list. */
export const favoritesReply = z.object({ locationId: z.string(), productIds: z.array(z.string()), position });
export type FavoritesReply = z.infer<typeof favoritesReply>;
