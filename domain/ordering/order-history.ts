/**
 * Order reads: the order-history paging limits (spec point 2 side panel, D-114; the inputs are in
 * api-schemas.ts) and the texts of the order reads.
 */
export const ORDER_HISTORY_DEFAULT_LIMIT = 12;
export const ORDER_HISTORY_MAX_LIMIT = 100;

/** Texts of the order reads (spec point 8 names the load errors; the wording is ours). */
export const ORDER_READ_MESSAGES = {
  notFound: 'VALUE_NOT_FOUND: Order not found.',
  loadDetailsError: 'Something went wrong while loading your order details. Please try again.',
  loadHistoryError: 'Something went wrong while loading your orders. Please try again.',
  receiptError: 'The receipt could not be downloaded. Please try again.',
} as const;
