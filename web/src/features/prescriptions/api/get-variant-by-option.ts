import { z } from 'zod';
import { apiClient } from '@/lib/api-client';

const reply = z.object({ productId: z.string(), variantId: z.string() });

/** POST /api/product/variantbyoption: the variant id of a value for each of the product's dimensions (400 INVALID_PRODUCT_COMBINATION otherwise). */
export async function getVariantByOption(productId: string, dimensions: Record<string, string>): Promise<string> {
  return reply.parse(await apiClient.query<unknown>('/product/variantbyoption', { productId, dimensions })).variantId;
}
