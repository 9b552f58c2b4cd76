import { isApiError } from '@/lib/api-client';

/**
 * How a step looks: in the patient's checkout (its own headings, longer button texts, the
 * browser's required fields) or in the practice's order wizard (the panel's heading, form
 * messages). The rule of each step is the same in both.
 */
export type StepLook = 'patient' | 'staff';

/** An idle cart (spec point 8 "Long time no see!"): the checkout offers to restart the order. */
export const isCartExpired = (error: unknown) => isApiError(error) && error.code === 'CART_EXPIRED';

export const errorText = (error: unknown) => (isApiError(error) || error instanceof Error ? error.message : 'Something went wrong. Please try again.');
