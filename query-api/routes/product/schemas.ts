import { z } from 'zod';
import { DIMENSIONS } from '../../../domain/catalog/dimensions';
import { errorBody, errorResponses } from '../../../infra/http/errors';

/** Response shapes of the /api/product/* routes (spec point 3 Product, point 7 Product). */
export const dimensionName = z.enum(DIMENSIONS);

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
  packSize: z.number().int(),
  packSizeLabel: z.string(),
  supplyAmount: z.number().int(),
  unit: z.string(),
  supplyLabel: z.string(),
  boxPrice: z.number(),
  isAvailable: z.boolean(),
  imageUrl: z.string(),
  dimensions: z.array(dimensionName),
  variantCount: z.number().int(),
});
export type ProductSummary = z.infer<typeof productSummary>;

export const dimensionOptions = z.object({
  dimensionName,
  label: z.string(),
  options: z.array(z.string()),
  /** Spec point 8: only one value offered → the UI asks the user to double-check the selection. */
  singleValue: z.boolean(),
  warning: z.string().optional(),
  selected: z.string().optional(),
});

export const dimensionValue = z.object({ dimensionName, value: z.string() });

/** Chosen values by dimension name, e.g. `{ "power": "-2.25", "cylinder": "-1.25" }`. */
export const dimensionSelection = z.record(z.string().max(40), z.union([z.string().max(60), z.number()]));

export const variantReply = z.object({
  productId: z.string(),
  variantId: z.string(),
  dimensions: z.array(dimensionValue),
});

export const productErrors = { ...errorResponses, 404: errorBody } as const;

/** Who may read the catalog: signed-in practice users and patients (deny by default). */
export const CATALOG_READERS = ['Staff', 'Practice', 'Patient'] as const;
