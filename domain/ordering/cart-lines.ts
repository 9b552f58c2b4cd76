import type { ProductDefinition } from '../catalog/events';
import type { EyeRx } from '../prescriptions/events';
import { DomainError } from '../shared/errors';
import type { CartLine, Eye } from './events';
import { ORDERING_MESSAGES } from './ordering-messages';
import { DEFAULT_PRICING, type PricingConfig, priceProduct } from '../pricing/price-calculator';
import { priceTierOfSupply } from '../pricing/tiers';
import { pricingProductOf } from './retail-price';
import { supplyDays } from './supply';

export const MAX_BOXES_PER_EYE = 24;

/**
 * One eye's line from the prescription eye and its product, priced by the location's pricing (issue
 * #6) at the tier of the line's supply, with the cost and tier recorded beside the price.
 * Unavailable product → 422 telling the patient to call the doctor.
 */
export function cartLineFor(eye: Eye, rx: EyeRx, product: ProductDefinition | null, boxes: number, pricing: PricingConfig = DEFAULT_PRICING): CartLine {
  if (!product || !product.isAvailable) throw new DomainError('rule', 'PRODUCT_UNAVAILABLE', ORDERING_MESSAGES.productUnavailable);
  const days = supplyDays(product, boxes);
  const priceTier = priceTierOfSupply(days);
  const price = priceProduct(pricing, pricingProductOf(product));
  return {
    eye,
    productId: rx.productId,
    variantId: rx.variantId,
    dimensions: rx.dimensions,
    boxes,
    packSize: product.packSize,
    unitPriceCents: price.tiers[priceTier].retailCents,
    unitCostCents: price.costCents,
    priceTier,
    supplyDays: days,
  };
}

/** Expired means the expiration date (YYYY-MM-DD) is before today (D-063): the day itself still orders. */
export function assertPrescriptionOrderable(expirationDate: string, today: string): void {
  if (expirationDate < today) throw new DomainError('rule', 'PRESCRIPTION_EXPIRED', ORDERING_MESSAGES.prescriptionExpired);
}
