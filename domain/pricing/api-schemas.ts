import { z } from 'zod';
import { MARKUP_TYPES, PRICING_SCOPES, PRODUCT_TYPES, RULE_TYPES } from './events';
import { RULE_MARKUP_TYPES, ruleIssues, strategyIssues } from './pricing-values';
import { pageWindow } from '../shared/paging';

/**
 * The pricing API's inputs and replies (issue #6, spec point 7 Pricing; issue #14: the whole
 * contract in one file), shared by the command and query APIs and the web. Money is dollars
 * (numbers with two decimals) beside exact integer cents.
 */

// ---- the strategy and rules as the API shows them ----

/** The strategy in the API's form (getstrategy, updatestrategy replies). */
export const strategyView = z.object({
  markupType: z.enum(MARKUP_TYPES),
  tiered: z.boolean(),
  markupValue: z.number().nullable(),
  unitMarkupValue: z.number().nullable(),
  semiAnnualMarkupValue: z.number().nullable(),
  annualMarkupValue: z.number().nullable(),
  minBaseUnitPrice: z.number().nullable(),
  minBaseSemiAnnualPrice: z.number().nullable(),
  minBaseAnnualPrice: z.number().nullable(),
});
export type StrategyView = z.infer<typeof strategyView>;

/** A custom rule in the API's form (getstrategy, set replies). */
export const ruleView = z.object({
  scope: z.enum(PRICING_SCOPES),
  scopeId: z.string(),
  markupType: z.enum(RULE_TYPES),
  tiered: z.boolean(),
  markupValue: z.number().nullable(),
  unitMarkupValue: z.number(),
  semiAnnualMarkupValue: z.number(),
  annualMarkupValue: z.number(),
});
export type RuleView = z.infer<typeof ruleView>;

// ---- command inputs ----

const amount = z.number().nullable().optional();
const locationId = z.string().trim().min(1).max(80).optional();

const strategyFields = {
  markupType: z.enum(MARKUP_TYPES, { error: 'Choose Suggested, Percentage, Fixed or Custom.' }),
  tiered: z.boolean().default(false),
  markupValue: amount.describe('Not tiered: percentage 100 + x, or dollars added per box'),
  unitMarkupValue: amount.describe('Tiered: the single tier'),
  semiAnnualMarkupValue: amount.describe('Tiered: the semi-annual tier'),
  annualMarkupValue: amount.describe('Tiered: the annual tier'),
  minBaseUnitPrice: amount.describe('Floor per box (dollars) for the single tier; null = none'),
  minBaseSemiAnnualPrice: amount.describe('Floor per box (dollars) for the semi-annual tier; null = none'),
  minBaseAnnualPrice: amount.describe('Floor per box (dollars) for the annual tier; null = none'),
};

const checkStrategy = (v: z.output<z.ZodObject<typeof strategyFields>>, ctx: z.RefinementCtx) => {
  for (const issue of strategyIssues(v)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
};

/** `POST /api/pricing/updatestrategy`. */
export const updateStrategyInput = z.object({ locationId, ...strategyFields }).superRefine(checkStrategy);
export type UpdateStrategyInput = z.infer<typeof updateStrategyInput>;

/** A strategy on its own, as the API carries it (the what-if replay's alternative strategy, issue #32). */
export const strategyInput = z.object(strategyFields).superRefine(checkStrategy);
export type StrategyInput = z.infer<typeof strategyInput>;

/**
 * `POST /api/pricing/set`: a custom rule for one scope of a location (spec point 3 "Scopes: brand,
 * manufacturer, productType, product, favorites"), in the strategy's field names: markupType
 * percentage (100 + x) | dollar (dollars added per box) | price (dollars per box, product scope
 * only) | none (remove the rule); one markupValue, or one value per tier when tiered.
 */
const ruleFields = {
  scope: z.enum(PRICING_SCOPES, { error: 'Choose product, brand, productType, manufacturer or favorites.' }),
  /** productId, brand recordId, lens type, manufacturerId; not used for favorites. */
  scopeId: z.string().trim().min(1).max(80).optional(),
  markupType: z.enum(RULE_MARKUP_TYPES, { error: 'Choose percentage, dollar, price or none.' }),
  tiered: z.boolean().default(false),
  markupValue: amount,
  unitMarkupValue: amount,
  semiAnnualMarkupValue: amount,
  annualMarkupValue: amount,
};
const checkRule = (v: z.output<z.ZodObject<typeof ruleFields>>, ctx: z.RefinementCtx) => {
  for (const issue of ruleIssues(v)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
};

export const setPricingRuleInput = z.object({ locationId, ...ruleFields }).superRefine(checkRule);
/** A custom rule on its own, as the API carries it (the what-if replay's rules, issue #32). */
export const pricingRuleInput = z.object(ruleFields).superRefine(checkRule);
export type PricingRuleInput = z.infer<typeof pricingRuleInput>;
export type SetPricingRuleInput = z.infer<typeof setPricingRuleInput>;

/** `POST /api/pricing/setfavorite` and `/api/pricing/removefavorite` (spec point 7: productIds; both answer the favorites list). */
export const favoriteProductsInput = z.object({
  locationId,
  productIds: z
    .array(z.string().trim().min(1).max(60))
    .min(1, 'Choose at least one product.')
    .max(100, 'At most 100 products at a time.')
    .transform((ids) => [...new Set(ids)]),
});
export type FavoriteProductsInput = z.infer<typeof favoriteProductsInput>;

// ---- query inputs and replies ----

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
  ...pageWindow(PRICING_PRODUCTS_DEFAULT_LIMIT, { maxLimit: PRICING_PRODUCTS_MAX_LIMIT, maxOffset: 100_000 }),
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

/** GET /api/pricing/export: the pricing as CSV (documents the 200; the route sends the text itself). */
export const pricingCsvReply = z.string().describe('text/csv');

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
