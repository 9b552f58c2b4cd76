import { z } from 'zod';
import { orderStatusInput } from './order-status';

/**
 * Inputs of the order reads (spec point 7: /order/getbyid salesOrderID, /order/history
 * customerAccountNumber) and the order-history filters (spec point 2 side panel, D-114):
 * status (any spelling, comma-separated or repeated), orderDate range (YYYY-MM-DD, inclusive),
 * paging (limit default 12 as the patient list, at most 100). Newest orderDate first (spec point 4).
 */
export const ORDER_HISTORY_DEFAULT_LIMIT = 12;
export const ORDER_HISTORY_MAX_LIMIT = 100;

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
    limit: z.coerce.number().int().min(1).max(ORDER_HISTORY_MAX_LIMIT).default(ORDER_HISTORY_DEFAULT_LIMIT),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  })
  .refine((v) => !v.fromDate || !v.toDate || v.fromDate <= v.toDate, { message: 'The start date must not be after the end date', path: ['toDate'] });

export type OrderHistoryInput = z.infer<typeof orderHistoryInput>;

/** Integer cents → dollars with 2 decimals, as a number (spec amounts read like 5.99). D-113. */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** "$1,234.50" for receipts and e-mails. */
export function formatDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}$${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
}

/** Texts of the order reads (spec point 8 names the load errors; the wording is ours). */
export const ORDER_READ_MESSAGES = {
  notFound: 'VALUE_NOT_FOUND: Order not found.',
  loadDetailsError: 'Something went wrong while loading your order details. Please try again.',
  loadHistoryError: 'Something went wrong while loading your orders. Please try again.',
  receiptError: 'The receipt could not be downloaded. Please try again.',
} as const;
