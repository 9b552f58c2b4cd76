/**
 * Texts of the report screens. Spec point 8 lists load errors for the order status report and the
 * dashboard report without their wording; these are ours.
 */
export const REPORT_MESSAGES = {
  orderStatusLoadError: 'Something went wrong while loading the order status report. Please try again.',
  dashboardLoadError: 'Something went wrong while loading the dashboard report. Please try again.',
  csvError: 'The CSV file could not be downloaded. Please try again.',
  noOrders: 'No orders match these filters',
  noOrdersHint: 'Remove a filter or widen the dates to see more orders.',
  noOrdersYet: 'Your practice has no orders yet. Orders appear here as soon as they are placed.',
  noSales: 'No sales in this period',
  snapshotsUnavailable: 'Past snapshots could not be loaded; showing live data.',
} as const;
