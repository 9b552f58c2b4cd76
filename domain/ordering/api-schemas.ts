import { z } from 'zod';
import { CARD_TYPE_CODES } from '../payments/card-rules';
import { pageWindow } from '../shared/paging';
import { isUsStateCode } from '../shared/us-states';
import { optional, usPhone, zip } from '../shared/validation';
import { MAX_BOXES_PER_EYE } from './cart-lines';
import { DEFAULT_DISCOUNT } from './discount-rules';
import type { DeliveryModeId } from './events';
import { ORDER_HISTORY_DEFAULT_LIMIT, ORDER_HISTORY_MAX_LIMIT } from './order-history';
import { ORDER_STATUS_VALUES, orderStatusInput } from './order-status';
import { DELIVERY_MODE_IDS } from './shipping-rules';
import { rebatesInformationSchema } from '../rewards/api-schemas';

/**
 * The ordering API's contract (issue #5, spec point 4 "Cart flow", point 7 Order): every request
 * and reply of the cart commands (/api/order/createcart … CheckOut) and of the order reads
 * (getbyid, history, receipt, the delivery-mode queries), shared by both APIs and the web.
 * Amounts are integer cents beside the spec's dollar names (D-109, D-113).
 */

const cartId = z.string().trim().min(1).max(80);
const deliveryModeId = z.enum(DELIVERY_MODE_IDS as [DeliveryModeId, ...DeliveryModeId[]]);
const position = z.number().int().nullable();

// ---- Cart commands: requests ----

export const cartIdInput = z.object({ cartId });

/** Boxes per eye: a whole number from 0 to the maximum, said in words (issue #18: never cut silently to fit). */
export const BOXES_MESSAGE = `Enter a whole number of boxes from 0 to ${MAX_BOXES_PER_EYE}.`;
const boxes = z.number({ error: BOXES_MESSAGE }).int(BOXES_MESSAGE).min(0, BOXES_MESSAGE).max(MAX_BOXES_PER_EYE, BOXES_MESSAGE);
/** The boxes as typed in the order forms: the same rule as the API's, from the field's text. */
export const boxesText = z
  .string()
  .trim()
  .regex(/^\d+$/, BOXES_MESSAGE)
  .transform(Number)
  .pipe(boxes);
export const createCartInput = z.object({
  /** The patient's account number (a patient: their own). */
  customerId: z.string().trim().min(1).max(40),
  prescriptionId: z.string().trim().min(1).max(80),
  /** Boxes for the right eye (OD) and left eye (OS); default: the prescription's box quantity, else 1. 0 leaves the eye out. */
  rightEyeBoxes: boxes.optional(),
  leftEyeBoxes: boxes.optional(),
});

/** Dollars, as the spec's discount call sends them (0.00). */
export const setDiscountInput = z.object({
  cartId,
  discount: z.number().default(DEFAULT_DISCOUNT),
  insurance: z.number().default(DEFAULT_DISCOUNT),
});

const text = (max: number) => z.string().trim().max(max, `Use at most ${max} characters.`);
const requiredText = (max: number) => text(max).min(1, 'This field is required');
/**
 * The delivery address (spec points 3 and 5), one schema for the browser's form and the API: State
 * from the US list, ZIP and phone by the spec's rules with its messages (domain/shared/validation.ts),
 * every maximum stated (no silent truncation; the form shows the count as you type, D-392).
 */
export const DELIVERY_ADDRESS_MAX = { name: 120, address1: 250, address2: 250, city: 120 } as const;
export const deliveryAddressInput = z.object({
  name: requiredText(DELIVERY_ADDRESS_MAX.name),
  address1: requiredText(DELIVERY_ADDRESS_MAX.address1),
  address2: text(DELIVERY_ADDRESS_MAX.address2).optional(),
  city: requiredText(DELIVERY_ADDRESS_MAX.city),
  state: z
    .string({ error: 'Choose a state' })
    .trim()
    .toUpperCase()
    .refine(isUsStateCode, 'Choose a state'),
  zip,
  /** Optional (spec point 5: "it may be optional depending on a flag"); when given, a valid US phone. */
  phone: optional(usPhone),
});

export const DELIVERY_METHODS = ['ship', 'inOffice', 'pickup'] as const;
export const addDeliveryAddressInput = z.object({
  cartId,
  /** ship (default) needs an address; inOffice (practice orders) and pickup need none. */
  method: z.enum(DELIVERY_METHODS).optional(),
  /** Spec point 3 Cart field: true is the same as method 'inOffice'. */
  inOfficeInventory: z.boolean().optional(),
  address: deliveryAddressInput.nullish(),
});

export const setDeliveryModeInput = z.object({
  cartId,
  deliveryModeId,
  promoCode: z
    .union([z.enum(['DTP', 'DTP2+']), z.literal(''), z.null()])
    .optional()
    .transform((v) => (v ? v : null)),
  /** What the browser shows (0 free_shipping, -1 semi_annual_supply, else dollars); informative only: the server's rule decides (D-102). */
  promoShippingCharge: z.number().optional(),
});

export const POS_METHODS = ['cash', 'card', 'none'] as const;
export const checkOutInput = z.discriminatedUnion('mode', [
  /** Point of sale (practice orders): cash or card received in the office, or no payment due. */
  z.object({ cartId, mode: z.literal('pos'), method: z.enum(POS_METHODS) }),
  /** A card entered in the provider's hosted form: its token and masked number (never the number). */
  z.object({ cartId, mode: z.literal('card'), token: z.string().trim().min(1).max(200), maskedCardNumber: z.string().trim().max(32).optional(), cardType: z.enum(CARD_TYPE_CODES).optional(), saveCard: z.boolean().default(true) }),
  /** A card saved to the patient's account. */
  z.object({ cartId, mode: z.literal('savedCard'), uniqueCardId: z.string().trim().min(1).max(80) }),
]);

// ---- Cart commands: replies ----

const eyeView = z.object({ quantity: z.number(), price: z.number(), total: z.number(), productId: z.string(), variantId: z.string() }).nullable();
/** The spec's order-summary names (point 3), in dollars. */
const summaryDollars = {
  subTotalWithoutTax: z.number(),
  discountAmount: z.number(),
  insuranceAmount: z.number(),
  shippingChargeAmount: z.number(),
  taxAmount: z.number(),
  totalAmount: z.number(),
};
export const orderSummaryView = z.object({
  rightEye: eyeView,
  leftEye: eyeView,
  ...summaryDollars,
});
export const summaryCents = z.object({
  subTotalCents: z.number().int(),
  discountCents: z.number().int(),
  insuranceCents: z.number().int(),
  shippingCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
});

/** What every cart step answers (D-109): ids, the summary in cents and in the spec's dollar names, and the event position. */
export const cartReply = z.object({
  cartId: z.string(),
  prescriptionId: z.string(),
  expiresAt: z.string(),
  summary: summaryCents,
  orderSummary: orderSummaryView,
  position,
});

export const setDeliveryModeReply = cartReply.extend({ deliveryModeId: z.string(), promoCode: z.string().nullable(), promoShippingCharge: z.number() });

const paymentView = z.union([
  z.object({ type: z.literal('pos'), method: z.enum(POS_METHODS) }),
  z.object({ type: z.literal('card'), cardType: z.enum(CARD_TYPE_CODES), maskedCardNumber: z.string(), transactionId: z.string(), savedCardId: z.string().optional() }),
]);

export const checkOutReply = z.object({
  orderId: z.string(),
  salesOrderID: z.string(),
  cartId: z.string(),
  prescriptionId: z.string(),
  orderDate: z.string(),
  createdByCsr: z.boolean(),
  summary: summaryCents,
  orderSummary: orderSummaryView,
  payment: paymentView,
  /** The card saved to the patient's account by this checkout (card mode with saveCard), else null/absent. */
  savedCardId: z.string().nullable().optional(),
  position,
});

// ---- Delivery modes ----

const days = z.coerce.number().int().min(0).max(100_000);
export const getDeliveryModeQuery = z.object({
  /** Ship-to state (for the tax rate). */
  state: z.string().trim().length(2).optional(),
  /** Days of supply per eye (0 or absent: that eye is not ordered). */
  rightEyeSupplyDays: days.optional(),
  leftEyeSupplyDays: days.optional(),
  rightEyeBoxes: days.optional(),
  leftEyeBoxes: days.optional(),
  promoCode: z.enum(['DTP', 'DTP2+']).optional(),
});

export const deliveryModeView = z.object({
  deliveryModeId,
  label: z.string(),
  /** What this cart would pay, after the free-shipping rule (dollars and cents). */
  price: z.number(),
  priceCents: z.number().int(),
  /** Spec point 9 special values: 0 free_shipping, -1 semi_annual_supply, else the price in dollars. */
  promoShippingCharge: z.number(),
  estimate: z.string(),
  estimatedDelivery: z.object({ from: z.string(), to: z.string() }),
});

export const deliveryModesReply = z.object({
  deliveryModes: z.array(deliveryModeView),
  /** The statewide rate the tax estimate uses (percent), null for an unknown state. */
  taxRatePercent: z.number().nullable(),
  shipDate: z.string(),
});

/** GetDeliveryModeByCartId: the modes priced for the cart, and what the cart has chosen. */
export const cartDeliveryModesReply = deliveryModesReply.extend({
  cartId: z.string(),
  deliveryModeId: z.string().nullable(),
  promoCode: z.string().nullable(),
  deliveryMethod: z.string().nullable(),
  /** Where the cart stands against the free-shipping rule (domain/ordering/free-shipping-standing.ts, issue #34). */
  freeShipping: z.object({
    rule: z.boolean(),
    reason: z.enum(['semi_annual_supply', 'promo_dtp', 'promo_dtp2_plus', 'six_boxes']).nullable(),
    boxes: z.number().int(),
    boxesToFree: z.number().int().nullable(),
  }),
});

// ---- Order reads ----

/**
 * Inputs of the order reads (spec point 7: /order/getbyid salesOrderID, /order/history
 * customerAccountNumber) and the order-history filters (spec point 2 side panel, D-114):
 * status (any spelling, comma-separated or repeated), orderDate range (YYYY-MM-DD, inclusive),
 * paging (limit default 12 as the patient list, at most 100). Newest orderDate first (spec point 4).
 */
const isoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A valid date is required')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'A valid date is required');

export const getOrderByIdInput = z.object({
  salesOrderID: z.string().trim().min(1).max(64),
});

export const orderHistoryInput = z
  .object({
    /** A patient may omit it (their own); staff must name the patient. */
    customerAccountNumber: z.string().trim().min(1).max(64).optional(),
    status: z
      .union([z.string(), z.array(z.string())])
      .optional()
      .transform((v) => (v === undefined ? undefined : (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean)))
      .pipe(z.array(orderStatusInput).max(10).optional()),
    fromDate: isoDate.optional(),
    toDate: isoDate.optional(),
    ...pageWindow(ORDER_HISTORY_DEFAULT_LIMIT, { maxLimit: ORDER_HISTORY_MAX_LIMIT, maxOffset: 1_000_000 }),
  })
  .refine((v) => !v.fromDate || !v.toDate || v.fromDate <= v.toDate, { message: 'The start date must not be after the end date', path: ['toDate'] });

export type OrderHistoryInput = z.infer<typeof orderHistoryInput>;

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

/** Fields an order's details and its history entry share. */
const orderIds = {
  salesOrderID: z.string(),
  orderDate: z.string(),
  customerAccountNumber: z.string(),
};
const orderStatus = {
  status: z.enum(ORDER_STATUS_VALUES),
  statusLabel: z.string(),
  statusMessage: z.string(),
};
const orderTracking = {
  trackingNumber: z.string().nullable(),
  carrier: z.string().nullable(),
  estimatedDelivery: z.string().nullable(),
};

/** Spec point 3 "Order summary" fields (dollars, D-113) and "Order" fields, merged (D-115). */
export const orderDetailsReply = z.object({
  ...orderIds,
  patient: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }).nullable(),
  practiceId: z.string(),
  practiceName: z.string().nullable(),
  locationId: z.string(),
  locationName: z.string().nullable(),
  prescriptionId: z.string(),
  placedBy: z.string(),
  createdByCsr: z.boolean(),
  ...orderStatus,
  statusDate: z.string(),
  /** Every status the order has had, oldest first. */
  statusHistory: z.array(z.object({ status: z.enum(ORDER_STATUS_VALUES), statusLabel: z.string(), at: z.string() })),
  ...orderTracking,
  deliveryMethod: z.enum(DELIVERY_METHODS),
  deliveryModeId: z.string().nullable(),
  promoCode: z.string().nullable(),
  paymentType: z.enum(['credit card', 'offline payment']),
  payment: z.object({
    type: z.enum(['card', 'pos']),
    cardType: z.string().nullable(),
    maskedCardNumber: z.string().nullable(),
    posMethod: z.enum(POS_METHODS).nullable(),
  }),
  confirmationEmailSent: z.boolean(),
  shippingEmailSent: z.boolean(),
  rightEye: orderEyeLine.nullable(),
  leftEye: orderEyeLine.nullable(),
  ...summaryDollars,
  amountsCents: summaryCents,
  deliveryAddress: z
    .object({ name: z.string(), street: z.string(), street2: z.string().nullable(), city: z.string(), state: z.string(), zipCode: z.string(), phone: z.string().nullable() })
    .nullable(),
  /** Spec point 7: merged in when the rebate-details feature flag (`rebateDetails`) is on (issue #15). */
  rebatesInformation: rebatesInformationSchema.optional(),
});

export const orderHistoryEntry = z.object({
  ...orderIds,
  ...orderStatus,
  ...orderTracking,
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

/** GET /api/order/receipt: a PDF file, documented but not serialised. */
export const orderReceiptReply = z.any().describe('application/pdf');

export type SummaryCents = z.infer<typeof summaryCents>;
export type OrderSummaryView = z.infer<typeof orderSummaryView>;
export type CartReply = z.infer<typeof cartReply>;
export type CreateCartInput = z.input<typeof createCartInput>;
export type SetDiscountInput = z.input<typeof setDiscountInput>;
export type AddDeliveryAddressInput = z.input<typeof addDeliveryAddressInput>;
export type SetDeliveryModeInput = z.input<typeof setDeliveryModeInput>;
export type DeliveryAddressInput = z.input<typeof deliveryAddressInput>;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
export type PosMethod = (typeof POS_METHODS)[number];
export type CheckOutInput = z.input<typeof checkOutInput>;
export type CheckOutRequest = z.output<typeof checkOutInput>;
export type CheckOutReply = z.infer<typeof checkOutReply>;
export type SetDeliveryModeReply = z.infer<typeof setDeliveryModeReply>;
export type DeliveryModeView = z.infer<typeof deliveryModeView>;
export type CartDeliveryModesReply = z.infer<typeof cartDeliveryModesReply>;
export type OrderDetails = z.infer<typeof orderDetailsReply>;
export type OrderEyeLine = z.infer<typeof orderEyeLine>;
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntry>;
export type OrderHistoryReply = z.infer<typeof orderHistoryReply>;

/** Issue #20: `GET /api/reorder/upcoming` — the practice's patients due for reorder (their supply ends within the window), soonest first. */
export const upcomingReordersInput = z.object({
  ...pageWindow(25),
});
export const upcomingReorder = z.object({
  accountNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  prescriptionId: z.string(),
  /** YYYY-MM-DD, the last day with lenses (the shorter eye). */
  supplyUntil: z.string(),
  /** The supply has already run out. */
  ranOut: z.boolean(),
});
export const upcomingReordersReply = z.object({ windowDays: z.number().int(), today: z.string(), total: z.number().int(), patients: z.array(upcomingReorder) });
export type UpcomingReordersReply = z.infer<typeof upcomingReordersReply>;
