import { z } from 'zod';
import { ORDER_STATUS_VALUES } from '../../../domain/ordering/order-status';

const dimension = z.object({ dimensionName: z.string(), label: z.string(), value: z.string() });

export const orderEyeLine = z.object({
  eye: z.enum(['OD', 'OS']),
  productId: z.string(),
  variantId: z.string(),
  productName: z.string().nullable(),
  brand: z.string().nullable(),
  /** Boxes (spec: quantity). */
  quantity: z.number().int(),
  /** Price per box in dollars (spec: price). */
  price: z.number(),
  priceCents: z.number().int(),
  lineTotal: z.number(),
  lineTotalCents: z.number().int(),
  packSize: z.number().int(),
  supplyDays: z.number().int(),
  dimensions: z.array(dimension),
});

const amounts = z.object({
  subTotalCents: z.number().int(),
  discountCents: z.number().int(),
  insuranceCents: z.number().int(),
  shippingCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
});

/** Spec point 3 "Order summary" fields (dollars, D-113) and "Order" fields, merged (D-115). */
export const orderDetailsReply = z.object({
  salesOrderID: z.string(),
  orderDate: z.string(),
  customerAccountNumber: z.string(),
  patient: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }).nullable(),
  practiceId: z.string(),
  practiceName: z.string().nullable(),
  locationId: z.string(),
  locationName: z.string().nullable(),
  prescriptionId: z.string(),
  placedBy: z.string(),
  createdByCsr: z.boolean(),
  status: z.enum(ORDER_STATUS_VALUES),
  statusLabel: z.string(),
  statusMessage: z.string(),
  statusDate: z.string(),
  /** Every status the order has had, oldest first. */
  statusHistory: z.array(z.object({ status: z.enum(ORDER_STATUS_VALUES), statusLabel: z.string(), at: z.string() })),
  trackingNumber: z.string().nullable(),
  carrier: z.string().nullable(),
  estimatedDelivery: z.string().nullable(),
  deliveryMethod: z.enum(['ship', 'inOffice', 'pickup']),
  deliveryModeId: z.string().nullable(),
  promoCode: z.string().nullable(),
  paymentType: z.enum(['credit card', 'offline payment']),
  payment: z.object({
    type: z.enum(['card', 'pos']),
    cardType: z.string().nullable(),
    maskedCardNumber: z.string().nullable(),
    posMethod: z.enum(['cash', 'card', 'none']).nullable(),
  }),
  confirmationEmailSent: z.boolean(),
  shippingEmailSent: z.boolean(),
  rightEye: orderEyeLine.nullable(),
  leftEye: orderEyeLine.nullable(),
  subTotalWithoutTax: z.number(),
  discountAmount: z.number(),
  insuranceAmount: z.number(),
  shippingChargeAmount: z.number(),
  taxAmount: z.number(),
  totalAmount: z.number(),
  amountsCents: amounts,
  deliveryAddress: z
    .object({ name: z.string(), street: z.string(), street2: z.string().nullable(), city: z.string(), state: z.string(), zipCode: z.string(), phone: z.string().nullable() })
    .nullable(),
});
export type OrderDetails = z.infer<typeof orderDetailsReply>;

export const orderHistoryEntry = z.object({
  salesOrderID: z.string(),
  orderDate: z.string(),
  customerAccountNumber: z.string(),
  status: z.enum(ORDER_STATUS_VALUES),
  statusLabel: z.string(),
  statusMessage: z.string(),
  trackingNumber: z.string().nullable(),
  carrier: z.string().nullable(),
  estimatedDelivery: z.string().nullable(),
  deliveryMethod: z.string(),
  createdByCsr: z.boolean(),
  placedBy: z.string(),
  totalAmount: z.number(),
  totalCents: z.number().int(),
  boxes: z.number().int(),
  products: z.array(z.string()),
});

export const orderHistoryReply = z.object({
  customerAccountNumber: z.string().nullable(),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  orders: z.array(orderHistoryEntry),
});
