import { z } from 'zod';

/** `POST /api/customer/forcewelcomeemail` body: the patient to send the welcome e-mail to again. */
export const forceWelcomeEmailInput = z.object({
  accountNumber: z
    .string({ error: 'An account number is required' })
    .trim()
    .min(1, 'An account number is required')
    .max(64, 'A valid account number is required'),
});
export type ForceWelcomeEmailInput = z.input<typeof forceWelcomeEmailInput>;
