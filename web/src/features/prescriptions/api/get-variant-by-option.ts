import { variantReply } from '@domain/catalog/api-schemas';
import { apiClient } from '@/lib/api-client';
import { parseReply } from '@/lib/parse-reply';

/** POST /api/product/variantbyoption: the variant id of a value for each of the product's dimensions (400 INVALID_PRODUCT_COMBINATION otherwise). */
export async function getVariantByOption(productId: string, dimensions: Record<string, string>): Promise<string> {
  return parseReply(variantReply, await apiClient.query<unknown>('/product/variantbyoption', { productId, dimensions })).variantId;
}
