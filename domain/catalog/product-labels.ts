/** Spec point 3 Product: pack size is displayed as "N lens" or "N lenses"; supply as amount plus unit. */
export function packSizeLabel(packSize: number): string {
  return `${packSize} ${packSize === 1 ? 'lens' : 'lenses'}`;
}

export function supplyLabel(amount: number, unit: string): string {
  return `${amount} ${unit}`;
}

/** Spec point 3: the product image is the image host plus the product number plus `_000_001.png`. */
export const PRODUCT_IMAGE_SUFFIX = '_000_001.png';

export function productImageUrl(productNumber: string, imageHost: string | undefined): string {
  if (imageHost) return `${imageHost.replace(/\/+$/, '')}/${productNumber}${PRODUCT_IMAGE_SUFFIX}`;
  return `/api/product/image?productNumber=${encodeURIComponent(productNumber)}`;
}
