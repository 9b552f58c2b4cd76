import type { ProductDefinition } from '../catalog/events';
import type { EyeRx } from '../prescriptions/events';
import { DomainError } from '../shared/errors';
import type { CartLine, Eye } from './events';
import { ORDERING_MESSAGES } from './ordering-messages';
import { retailPriceCents } from './retail-price';
import { supplyDays } from './supply';

export const MAX_BOXES_PER_EYE = 24;

/** One eye's line from the prescription eye and its product: unavailable product → 422 telling the patient to call the doctor. */
export function cartLineFor(eye: Eye, rx: EyeRx, product: ProductDefinition | null, boxes: number): CartLine {
  if (!product || !product.isAvailable) throw new DomainError('rule', 'PRODUCT_UNAVAILABLE', ORDERING_MESSAGES.productUnavailable);
  return {
    eye,
    productId: rx.productId,
    variantId: rx.variantId,
    dimensions: rx.dimensions,
    boxes,
    packSize: product.packSize,
    unitPriceCents: retailPriceCents(product),
    supplyDays: supplyDays(product, boxes),
  };
}

/** Expired means the expiration date (YYYY-MM-DD) is before today (D-063): the day itself still orders. */
export function assertPrescriptionOrderable(expirationDate: string, today: string): void {
  if (expirationDate < today) throw new DomainError('rule', 'PRESCRIPTION_EXPIRED', ORDERING_MESSAGES.prescriptionExpired);
}
