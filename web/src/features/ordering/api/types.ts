/** Shapes of the ordering API replies (command-api/routes/order/*, query-api/routes/order/*). */
export interface EyeSummary {
  quantity: number;
  price: number;
  total: number;
  productId: string;
  variantId: string;
}

export interface OrderSummaryView {
  rightEye: EyeSummary | null;
  leftEye: EyeSummary | null;
  subTotalWithoutTax: number;
  discountAmount: number;
  insuranceAmount: number;
  shippingChargeAmount: number;
  taxAmount: number;
  totalAmount: number;
}

export interface SummaryCents {
  subTotalCents: number;
  discountCents: number;
  insuranceCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
}

export interface CartReply {
  cartId: string;
  prescriptionId: string;
  expiresAt: string;
  summary: SummaryCents;
  orderSummary: OrderSummaryView;
  position: number | null;
}

export interface DeliveryAddressInput {
  name: string;
  address1: string;
  address2?: string;
  city: string;
  state: string;
  zip: string;
  phone?: string;
}

export type DeliveryMethod = 'ship' | 'inOffice' | 'pickup';
export type PosMethod = 'cash' | 'card' | 'none';

export interface DeliveryModeOption {
  deliveryModeId: string;
  label: string;
  price: number;
  priceCents: number;
  promoShippingCharge: number;
  estimate: string;
  estimatedDelivery: { from: string; to: string };
}

export interface CartDeliveryModes {
  cartId: string;
  deliveryModes: DeliveryModeOption[];
  taxRatePercent: number | null;
  shipDate: string;
  deliveryModeId: string | null;
  promoCode: string | null;
  deliveryMethod: string | null;
}

export interface CheckOutReply {
  orderId: string;
  salesOrderID: string;
  cartId: string;
  orderDate: string;
  summary: SummaryCents;
  orderSummary: OrderSummaryView;
}

export interface OrderEyeLine {
  eye: 'OD' | 'OS';
  productId: string;
  productName: string | null;
  brand: string | null;
  quantity: number;
  price: number;
  priceCents: number;
  lineTotal: number;
  lineTotalCents: number;
  packSize: number;
  supplyDays: number;
  dimensions: { dimensionName: string; label: string; value: string }[];
}

export interface OrderDetails {
  salesOrderID: string;
  orderDate: string;
  customerAccountNumber: string;
  patient: { firstName: string; lastName: string; email: string } | null;
  practiceName: string | null;
  locationName: string | null;
  status: string;
  statusLabel: string;
  statusMessage: string;
  trackingNumber: string | null;
  carrier: string | null;
  estimatedDelivery: string | null;
  deliveryMethod: DeliveryMethod;
  deliveryModeId: string | null;
  payment: { type: 'card' | 'pos'; cardType: string | null; maskedCardNumber: string | null; posMethod: PosMethod | null };
  rightEye: OrderEyeLine | null;
  leftEye: OrderEyeLine | null;
  amountsCents: SummaryCents;
  deliveryAddress: { name: string; street: string; street2: string | null; city: string; state: string; zipCode: string; phone: string | null } | null;
}

export interface OrderHistoryEntry {
  salesOrderID: string;
  orderDate: string;
  status: string;
  statusLabel: string;
  statusMessage: string;
  trackingNumber: string | null;
  deliveryMethod: string;
  totalCents: number;
  boxes: number;
  products: string[];
}

export interface OrderHistory {
  total: number;
  limit: number;
  offset: number;
  orders: OrderHistoryEntry[];
}
