import { z } from 'zod';
import { DIMENSIONS } from './dimensions';

/**
 * The catalog API's contract (spec point 3 Product, point 7 Product): the /api/product/* reads,
 * shared by the query API and the web.
 */

const productId = z.string().trim().min(1).max(60);
const variantId = z.string().trim().min(1).max(300);

export const dimensionName = z.enum(DIMENSIONS);

/** A brand and/or a keyword (spec point 5 "Product search"); /product/all takes the same narrowing. */
export const productSearchInput = z.object({
  brand: z.string().trim().max(100).optional(),
  keyword: z.string().trim().max(100).optional(),
});
export type ProductSearchInput = z.infer<typeof productSearchInput>;

/** What a box holds and costs (the catalog's cost per box, dollars). */
const packFacts = {
  packSize: z.number().int(),
  packSizeLabel: z.string(),
  supplyAmount: z.number().int(),
  unit: z.string(),
  supplyLabel: z.string(),
  boxPrice: z.number(),
  isAvailable: z.boolean(),
};

export const productSummary = z.object({
  productId: z.string(),
  productNumber: z.string(),
  productName: z.string(),
  brand: z.string(),
  brandId: z.string(),
  manufacturerId: z.string(),
  manufacturerName: z.string().nullable(),
  modality: z.string(),
  lensType: z.string(),
  ...packFacts,
  imageUrl: z.string(),
  dimensions: z.array(dimensionName),
  variantCount: z.number().int(),
});
export type ProductSummary = z.infer<typeof productSummary>;

/**
 * `GET /api/product/all` (spec point 3 Product "due for reorder", issue #20): with a patient
 * (a patient may name only themself), each product says whether that patient's current supply of it
 * is due for reorder; `dueForReorder=true` lists only those.
 */
export const allProductsInput = productSearchInput.extend({
  patientAccountNumber: z.string().trim().min(1).max(40).optional(),
  dueForReorder: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
});
export const allProductsReply = z.object({ products: z.array(productSummary.extend({ dueForReorder: z.boolean().optional() })), total: z.number().int() });
export type AllProductsReply = z.infer<typeof allProductsReply>;

export const searchProductsReply = z.object({
  responseCode: z.enum(['OK', 'TOO_MANY_RESULTS', 'NO_PRODUCT_FOUND']),
  message: z.string().optional(),
  total: z.number().int(),
  products: z.array(productSummary),
});

export const categoriesReply = z.object({ categories: z.array(z.object({ recordId: z.string(), name: z.string(), productCount: z.number().int() })) });

export const dimensionOptions = z.object({
  dimensionName,
  label: z.string(),
  options: z.array(z.string()),
  /** Spec point 8: only one value offered → the UI asks the user to double-check the selection. */
  singleValue: z.boolean(),
  warning: z.string().optional(),
  selected: z.string().optional(),
});
export type DimensionOptions = z.infer<typeof dimensionOptions>;

export const dimensionValue = z.object({ dimensionName, value: z.string() });

/** Chosen values by dimension name, e.g. `{ "power": "-2.25", "cylinder": "-1.25" }`. */
export const dimensionSelection = z.record(z.string().max(40), z.union([z.string().max(60), z.number()]));

export const productIdInput = z.object({ productId });
export const optionsReply = z.object({ productId: z.string(), variantCount: z.number().int(), dimensions: z.array(dimensionOptions) });

export const refreshOptionsInput = z.object({ productId, selected: dimensionSelection.default({}) });
export const refreshOptionsReply = z.object({ productId: z.string(), dimensions: z.array(dimensionOptions) });

export const variantIdInput = z.object({ variantId });
export const variantByOptionInput = z.object({ productId, dimensions: dimensionSelection });
export const variantReply = z.object({
  productId: z.string(),
  variantId: z.string(),
  dimensions: z.array(dimensionValue),
});

export const packSizeInput = z.object({
  productId,
  variantId,
  /** The patient ordered for (a practice administrator's prices are the patient's location's). */
  customerId: z.string().trim().min(1).max(40).optional(),
});

const tierCents = z.object({ single: z.number().int(), semiAnnual: z.number().int(), annual: z.number().int() });
export const packSizeReply = z.object({
  productId: z.string(),
  variantId: z.string(),
  ...packFacts,
  supplyDaysPerBox: z.number().int(),
  /** The location the prices are for (null: suggested pricing). */
  locationId: z.string().nullable(),
  /** Retail price per box in cents, per tier (domain/pricing/tiers.ts priceTierOfSupply). */
  prices: tierCents,
});
export type PackSize = z.infer<typeof packSizeReply>;

export const productImageInput = z.object({ productNumber: z.string().trim().regex(/^[A-Z0-9]{1,40}$/) });
/** The image: SVG artwork, or a redirect to the image host. */
export const productImageReply = z.string().describe('image/svg+xml artwork');
export const redirectReply = z.null();
