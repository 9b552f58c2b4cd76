/** Texts of the cart flow: the spec's where it has them (point 8), ours otherwise (D-105). */
export const ORDERING_MESSAGES = {
  /** Spec point 8, verbatim. */
  idle: "Long time no see! You've been idle for a while, so you'll have to restart your order.",
  cartNotFound: 'Cart not found.',
  checkedOut: 'This cart has already been checked out.',
  checkoutInProgress: 'This order is being placed; please wait a moment.',
  prescriptionExpired: 'This prescription has expired. Please call your doctor to renew it before ordering.',
  productUnavailable: 'This product is not available. Please call your doctor to choose another lens.',
  noEyeOrdered: 'Choose at least one box for one eye.',
  profileIncomplete: 'Complete the patient profile before ordering.',
  addressRequired: 'A delivery address is required to ship the order.',
  deliveryRequired: 'Choose a delivery address, in-office inventory or pickup first.',
  deliveryModeRequired: 'Choose a shipping method first.',
  notShipped: 'A shipping method only applies when the order is shipped.',
  paymentDeclined: 'The card was declined.',
  paymentUnavailable: 'Card payment is not available.',
  savedCardUnavailable: 'Paying with a saved card is not available.',
  inOfficeStaffOnly: 'In-office inventory is for orders placed by the practice.',
  posStaffOnly: 'Point-of-sale payment is for orders placed by the practice.',
} as const;

/** How a delivery method and a point-of-sale payment read on screen and on the receipt. */
export const DELIVERY_METHOD_LABELS = { ship: 'Ship to patient', inOffice: 'In-office inventory', pickup: 'Pickup in store' } as const;
export const POS_METHOD_LABELS = { cash: 'Cash received in the office', card: 'Card received in the office', none: 'No payment due' } as const;
