import type { Kysely, Selectable } from 'kysely';
import { DIMENSION_LABELS, DIMENSIONS } from '../../../domain/catalog/dimensions';
import type { AccessClaims } from '../../../domain/identity/access-token';
import type { CartLine, DeliveryAddress } from '../../../domain/ordering/events';
import { ORDER_READ_MESSAGES } from '../../../domain/ordering/order-history';
import { centsToDollars } from '../../../domain/pricing/money';
import { orderStatusLabel, orderStatusMessage, parseOrderStatus, type OrderStatusValue } from '../../../domain/ordering/order-status';
import { DomainError } from '../../../domain/shared/errors';
import type { OrdersTable, ReadModels } from '../../../infra/read-models/tables';
import type { OrderDetails } from '../../../domain/ordering/api-schemas';

export const ORDER_NOT_FOUND_MESSAGE = ORDER_READ_MESSAGES.notFound;
export const ORDER_READ_MODELS = ['orders', 'customers', 'practices', 'catalog'] as const;
/** Who reads orders (D-116): a patient their own; staff and administrators their practice's. */
export const ORDER_READERS = ['Patient', 'Staff', 'Practice'] as const;

const parsed = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
const statusOf = (raw: string): OrderStatusValue => parseOrderStatus(raw) ?? 'new';

/**
 * Who may read an order (D-116): a patient their own; Staff and Practice their practice's; a CSR
 * only while impersonating (the token is then the user's). Anything else is the same 404.
 */
export function orderScope(claims: AccessClaims): { customer?: string; practiceId?: string } {
  if (claims.customerGroup === 'Patient') return { customer: claims.sub };
  if ((claims.customerGroup === 'Staff' || claims.customerGroup === 'Practice') && claims.practiceId) return { practiceId: claims.practiceId };
  throw new DomainError('not_found', 'VALUE_NOT_FOUND', ORDER_NOT_FOUND_MESSAGE);
}

export async function loadOrderDetails(db: Kysely<ReadModels>, claims: AccessClaims, orderId: string): Promise<OrderDetails> {
  const scope = orderScope(claims);
  let q = db.withSchema('rm').selectFrom('orders').selectAll().where('order_id', '=', orderId);
  if (scope.customer) q = q.where('customer_account_number', '=', scope.customer);
  if (scope.practiceId) q = q.where('practice_id', '=', scope.practiceId);
  const row = await q.executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'VALUE_NOT_FOUND', ORDER_NOT_FOUND_MESSAGE);
  const rm = db.withSchema('rm');
  const lines = parsed<CartLine[]>(row.lines);
  const productIds = [...new Set(lines.map((l) => l.productId))];
  const [patient, practice, location, products] = await Promise.all([
    rm.selectFrom('customers').select(['first_name', 'last_name', 'email']).where('account_number', '=', row.customer_account_number).executeTakeFirst(),
    rm.selectFrom('practices').select(['name']).where('practice_id', '=', row.practice_id).executeTakeFirst(),
    rm.selectFrom('locations').select(['name']).where('location_id', '=', row.location_id).executeTakeFirst(),
    productIds.length ? rm.selectFrom('catalog_products').select(['product_id', 'name', 'brand_name']).where('product_id', 'in', productIds).execute() : Promise.resolve([]),
  ]);
  const productById = new Map(products.map((p) => [p.product_id, p]));
  const eye = (e: 'OD' | 'OS') => {
    const l = lines.find((x) => x.eye === e);
    if (!l) return null;
    const p = productById.get(l.productId);
    return {
      eye: e,
      productId: l.productId,
      variantId: l.variantId,
      productName: p?.name ?? null,
      brand: p?.brand_name ?? null,
      quantity: l.boxes,
      price: centsToDollars(l.unitPriceCents),
      priceCents: l.unitPriceCents,
      lineTotal: centsToDollars(l.unitPriceCents * l.boxes),
      lineTotalCents: l.unitPriceCents * l.boxes,
      packSize: l.packSize,
      supplyDays: l.supplyDays,
      dimensions: DIMENSIONS.filter((d) => l.dimensions[d] !== undefined).map((d) => ({ dimensionName: d, label: DIMENSION_LABELS[d], value: l.dimensions[d]! })),
    };
  };
  const address = parsed<DeliveryAddress | null>(row.delivery_address);
  const status = statusOf(row.status);
  return {
    salesOrderID: row.order_id,
    orderDate: row.order_date,
    customerAccountNumber: row.customer_account_number,
    patient: patient ? { firstName: patient.first_name, lastName: patient.last_name, email: patient.email } : null,
    practiceId: row.practice_id,
    practiceName: practice?.name ?? null,
    locationId: row.location_id,
    locationName: location?.name ?? null,
    prescriptionId: row.prescription_id,
    placedBy: row.placed_by,
    createdByCsr: row.created_by_csr,
    status,
    statusLabel: orderStatusLabel(status),
    statusMessage: orderStatusMessage(status),
    statusDate: row.status_at,
    statusHistory: parsed<{ status: string; at: string }[]>(row.status_history).map((h) => ({ status: statusOf(h.status), statusLabel: orderStatusLabel(statusOf(h.status)), at: h.at })),
    trackingNumber: row.tracking_number,
    carrier: row.carrier,
    estimatedDelivery: row.estimated_delivery,
    deliveryMethod: row.delivery_method as OrderDetails['deliveryMethod'],
    deliveryModeId: row.delivery_mode_id,
    promoCode: row.promo_code,
    paymentType: row.payment_type === 'card' ? 'credit card' : 'offline payment',
    payment: {
      type: row.payment_type as 'card' | 'pos',
      cardType: row.card_type,
      maskedCardNumber: row.masked_card_number,
      posMethod: row.pos_method as 'cash' | 'card' | 'none' | null,
    },
    confirmationEmailSent: row.confirmation_email_sent_at !== null,
    shippingEmailSent: row.shipping_email_sent_at !== null,
    rightEye: eye('OD'),
    leftEye: eye('OS'),
    subTotalWithoutTax: centsToDollars(row.sub_total_cents),
    discountAmount: centsToDollars(row.discount_cents),
    insuranceAmount: centsToDollars(row.insurance_cents),
    shippingChargeAmount: centsToDollars(row.shipping_cents),
    taxAmount: centsToDollars(row.tax_cents),
    totalAmount: centsToDollars(row.total_cents),
    amountsCents: {
      subTotalCents: row.sub_total_cents,
      discountCents: row.discount_cents,
      insuranceCents: row.insurance_cents,
      shippingCents: row.shipping_cents,
      taxCents: row.tax_cents,
      totalCents: row.total_cents,
    },
    deliveryAddress: address
      ? { name: address.name, street: address.address1, street2: address.address2 ?? null, city: address.city, state: address.state, zipCode: address.zip, phone: address.phone ?? null }
      : null,
  };
}

export function historyEntryOf(row: Selectable<OrdersTable>, productNames: Map<string, string>) {
  const status = statusOf(row.status);
  const lines = parsed<CartLine[]>(row.lines);
  return {
    salesOrderID: row.order_id,
    orderDate: row.order_date,
    customerAccountNumber: row.customer_account_number,
    status,
    statusLabel: orderStatusLabel(status),
    statusMessage: orderStatusMessage(status),
    trackingNumber: row.tracking_number,
    carrier: row.carrier,
    estimatedDelivery: row.estimated_delivery,
    deliveryMethod: row.delivery_method,
    createdByCsr: row.created_by_csr,
    placedBy: row.placed_by,
    totalAmount: centsToDollars(row.total_cents),
    totalCents: row.total_cents,
    boxes: lines.reduce((n, l) => n + l.boxes, 0),
    products: [...new Set(lines.map((l) => productNames.get(l.productId) ?? l.productId))],
  };
}
