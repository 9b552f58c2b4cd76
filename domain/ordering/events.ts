import type { DimensionValues } from '../catalog/variant-id';

/**
 * Ordering events (issue #5). Amounts are integer cents, always.
 * - A cart is `cart-{cartId}`: CartCreated … OrderCheckedOut. Checking out is the cart's last
 *   event, appended with the expected version, so a cart can become at most one order.
 * - An order's life after checkout is `order-{orderId}`: status changes and the e-mails sent.
 * The actor (and an impersonating CSR) is in the metadata of each event.
 */
export const cartStream = (cartId: string) => `cart-${cartId}`;
export const orderStream = (orderId: string) => `order-${orderId}`;

export type Eye = 'OD' | 'OS';

/** Pricing levels (spec point 3 Pricing): a box's price depends on the supply the order gives. */
export type PriceTier = 'single' | 'semiAnnual' | 'annual';

export interface CartLine {
  eye: Eye;
  productId: string;
  variantId: string;
  dimensions: DimensionValues;
  /** Boxes of this eye's lens. */
  boxes: number;
  packSize: number;
  /** Retail price per box the practice charges at the time (cents). */
  unitPriceCents: number;
  /**
   * Issue #6 (optional, absent on earlier events): the practice's cost per box at the time (the
   * catalog's boxPrice, cents) and the price tier the line was priced at (by its supply: annual
   * ≥ 360 days, semiAnnual ≥ 180, else single), so reports can show cost and margin as they were.
   */
  unitCostCents?: number;
  priceTier?: PriceTier;
  /** Days of wear the boxes give for this eye (lenses in the boxes × days each lens is worn). */
  supplyDays: number;
}

export interface OrderSummaryCents {
  subTotalCents: number;
  discountCents: number;
  insuranceCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
}

export type DeliveryMethod = 'ship' | 'inOffice' | 'pickup';
export type DeliveryModeId = 'standard' | 'second_day' | 'next_day' | 'saturday';
export type PromoCode = 'DTP' | 'DTP2+';

export interface DeliveryAddress {
  name: string;
  address1: string;
  address2?: string;
  city: string;
  state: string;
  zip: string;
  phone?: string;
}

export interface CartCreated {
  type: 'CartCreated';
  data: {
    cartId: string;
    customerAccountNumber: string;
    practiceId: string;
    locationId: string;
    prescriptionId: string;
    /** Who the order is placed by: the patient themself, or the practice (staff/admin, or a CSR acting as them). */
    placedBy: 'Patient' | 'Practice';
    lines: CartLine[];
    createdAt: string;
    /** The cart (and its payment form) expires when left idle; RenewCart extends it. */
    expiresAt: string;
  };
}

export interface CartReviewed {
  type: 'CartReviewed';
  data: {
    cartId: string;
    summary: OrderSummaryCents;
    /** Optional (helper O1, D-106): a card checkout confirms the payment first; while set, the cart refuses changes until the order is placed or the charge fails. */
    checkout?: { orderId: string; attempt: number; paymentMode: 'card' | 'savedCard' };
    /** Optional (D-106): the card charge of the pending checkout was declined; the cart is open again. */
    paymentDeclined?: string;
  };
}

export interface CartRenewed {
  type: 'CartRenewed';
  data: { cartId: string; lines: CartLine[]; expiresAt: string };
}

export interface CartDiscountSet {
  type: 'CartDiscountSet';
  data: { cartId: string; discountCents: number; insuranceCents: number };
}

export interface DeliveryAddressAdded {
  type: 'DeliveryAddressAdded';
  data: { cartId: string; method: DeliveryMethod; address: DeliveryAddress | null };
}

export interface DeliveryModeSet {
  type: 'DeliveryModeSet';
  data: { cartId: string; deliveryModeId: DeliveryModeId; promoCode: PromoCode | null; shippingCents: number };
}

export type PaymentDetails =
  | { type: 'card'; cardType: '001' | '002' | '003' | '004'; maskedCardNumber: string; transactionId: string; savedCardId?: string }
  | { type: 'pos'; method: 'cash' | 'card' | 'none' };

export interface OrderCheckedOut {
  type: 'OrderCheckedOut';
  data: {
    cartId: string;
    orderId: string;
    orderDate: string;
    customerAccountNumber: string;
    practiceId: string;
    locationId: string;
    prescriptionId: string;
    placedBy: 'Patient' | 'Practice';
    createdByCsr: boolean;
    lines: CartLine[];
    summary: OrderSummaryCents;
    delivery: { method: DeliveryMethod; address: DeliveryAddress | null; deliveryModeId: DeliveryModeId | null; promoCode: PromoCode | null };
    payment: PaymentDetails;
  };
}

export type CartEvent = CartCreated | CartReviewed | CartRenewed | CartDiscountSet | DeliveryAddressAdded | DeliveryModeSet | OrderCheckedOut;

/** Spec point 4 delivery statuses (stored values); the display mapping lives in domain/ordering/order-status.ts. */
export type OrderStatus = 'processing' | 'shipped' | 'delivered' | 'delayed_delivery' | 'shipped_error' | 'cancelled';

export interface OrderStatusChanged {
  type: 'OrderStatusChanged';
  data: { orderId: string; status: OrderStatus; trackingNumber?: string; carrier?: string; estimatedDelivery?: string; at: string; /** The order's cart (where OrderCheckedOut is), for the fulfilment worker. */ cartId?: string };
}

export interface OrderConfirmationEmailSent {
  type: 'OrderConfirmationEmailSent';
  data: { orderId: string; to: string; messageId: string; sentAt: string };
}

export interface OrderShippingEmailSent {
  type: 'OrderShippingEmailSent';
  data: { orderId: string; to: string; messageId: string; trackingNumber: string; sentAt: string };
}

/**
 * Issue #20: a notice about the order (confirmation, shipping, delivery) has been handled by the
 * patient's preferences (orderNotificationEmail / orderNotificationSms): `email` when the e-mail went
 * (confirmation and shipping e-mails are also recorded by their *EmailSent event), the text when one went.
 * Neither when the patient turned both off: the notice is then done without sending.
 */
export interface OrderNoticeSent {
  type: 'OrderNoticeSent';
  data: { orderId: string; notice: 'confirmation' | 'shipping' | 'delivery'; email: { to: string; messageId: string } | null; sms: { to: string; messageId: string } | null; sentAt: string };
}

export type OrderEvent = OrderStatusChanged | OrderConfirmationEmailSent | OrderShippingEmailSent | OrderNoticeSent;
