/** Reply shapes of the ordering API (command-api/routes/order/*, query-api/routes/order/*), as the screens use them. */
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

export interface CartReply {
  cartId: string;
  prescriptionId: string;
  expiresAt: string;
  summary: { subTotalCents: number; shippingCents: number; taxCents: number; totalCents: number; discountCents: number; insuranceCents: number };
  orderSummary: OrderSummaryView;
  position: number | null;
}

export interface DeliveryAddress {
  name: string;
  address1: string;
  address2?: string;
  city: string;
  state: string;
  zip: string;
  phone?: string;
}

export interface DeliveryMode {
  deliveryModeId: string;
  label: string;
  price: number;
  priceCents: number;
  promoShippingCharge: number;
  estimate: string;
  estimatedDelivery: { from: string; to: string };
}

export interface DeliveryModesReply {
  deliveryModes: DeliveryMode[];
  taxRatePercent: number | null;
  shipDate: string;
  deliveryModeId?: string | null;
}

export interface AddressSuggestion {
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
}

export interface ValidateAddressReply {
  accepted: boolean;
  suggestion: AddressSuggestion | null;
  validatedAddresses: { line1: string; line2: string; city: string; region: string; postalCode: string; messages: { severity?: string; summary?: string; details?: string }[] }[];
}

export type CardCheckout =
  | { cartId: string; mode: 'card'; token: string; maskedCardNumber?: string; cardType?: string; saveCard: boolean }
  | { cartId: string; mode: 'savedCard'; uniqueCardId: string };

export interface CheckOutReply {
  orderId: string;
  salesOrderID: string;
  cartId: string;
  orderDate: string;
  orderSummary: OrderSummaryView;
  payment: { type: 'card'; cardType: string; maskedCardNumber: string; transactionId: string } | { type: 'pos'; method: string };
  savedCardId?: string | null;
  position: number | null;
}

export interface SavedCard {
  uniqueCardId: string;
  maskedCardNumber: string;
  cardType: '001' | '002' | '003' | '004';
  expiry: string;
  isExpired: boolean;
  cardNickname: string;
  isDefault: boolean;
}

export interface CardSignature {
  formUrl: string;
  fields: Record<string, string>;
}

export interface OrderHistoryEntry {
  salesOrderID: string;
  orderDate: string;
  status: string;
  statusLabel: string;
  statusMessage: string;
  trackingNumber: string | null;
  carrier: string | null;
  estimatedDelivery: string | null;
  totalAmount: number;
  boxes: number;
  products: string[];
}

export interface OrderHistoryReply {
  total: number;
  limit: number;
  offset: number;
  orders: OrderHistoryEntry[];
}

export interface OrderEyeLine {
  eye: 'OD' | 'OS';
  productName: string | null;
  quantity: number;
  price: number;
  lineTotal: number;
  supplyDays: number;
  dimensions: { label: string; value: string }[];
}

export interface OrderDetails {
  salesOrderID: string;
  orderDate: string;
  status: string;
  statusLabel: string;
  statusMessage: string;
  statusHistory: { status: string; statusLabel: string; at: string }[];
  trackingNumber: string | null;
  carrier: string | null;
  estimatedDelivery: string | null;
  deliveryModeId: string | null;
  payment: { type: 'card' | 'pos'; cardType: string | null; maskedCardNumber: string | null };
  rightEye: OrderEyeLine | null;
  leftEye: OrderEyeLine | null;
  subTotalWithoutTax: number;
  discountAmount: number;
  shippingChargeAmount: number;
  taxAmount: number;
  totalAmount: number;
  deliveryAddress: { name: string; street: string; street2: string | null; city: string; state: string; zipCode: string } | null;
}

/** Card type codes (spec point 3) as people read them. */
export const CARD_TYPE_LABELS: Record<string, string> = { '001': 'Visa', '002': 'Mastercard', '003': 'American Express', '004': 'Discover' };
