import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { CartReply } from '@domain/ordering/api-schemas';
import { DISCOUNT_MESSAGES } from '@domain/ordering/discount-rules';
import { formatMoney } from '@domain/pricing/money';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { isApiError } from '@/lib/api-client';
import { useSetDiscount } from '@/features/orders/api/set-discount';
import { errorText } from './step-common';

const money = z
  .string()
  .trim()
  .regex(/^\d+(\.\d{1,2})?$/, DISCOUNT_MESSAGES.invalidAmount);
const discountForm = z.object({ practice: money, bulk: money, insurance: money });
type DiscountForm = z.infer<typeof discountForm>;

/** The three kinds the step applies (spec point 2: practice discounts, bulk-order discounts, insurance allowance; all optional). */
export interface AppliedDiscounts {
  practiceCents: number;
  bulkCents: number;
  insuranceCents: number;
}
export const NO_DISCOUNTS: AppliedDiscounts = { practiceCents: 0, bulkCents: 0, insuranceCents: 0 };

/** Spec point 5: discounts cannot exceed the order subtotal (in words, next to the field that goes over). */
export const TOO_MUCH_DISCOUNT = (subTotalCents: number) => `The discounts and insurance cannot be more than the order subtotal (${formatMoney(subTotalCents)}).`;

const toCents = (v: string) => Math.round(Number(v) * 100);
const dollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * The Apply Discounts step (practice orders; cart flow step "Set a discount"): practice discount,
 * bulk-order discount and insurance allowance in dollars (default 0.00). The cart keeps the two
 * discounts as one discount (D-394); then /order/SetDiscount.
 */
export function DiscountStep({ cartId, subTotalCents, initial, onDone, onError }: { cartId: string; subTotalCents: number; initial: AppliedDiscounts; onDone: (cart: CartReply, applied: AppliedDiscounts) => void; onError?: (error: unknown) => void }) {
  const setDiscount = useSetDiscount();
  const { register, handleSubmit, formState, setError } = useForm<DiscountForm>({
    resolver: zodResolver(discountForm),
    defaultValues: { practice: dollars(initial.practiceCents), bulk: dollars(initial.bulkCents), insurance: dollars(initial.insuranceCents) },
  });
  return (
    <form
      noValidate
      aria-label="Apply discounts"
      onSubmit={handleSubmit(async (v) => {
        const applied = { practiceCents: toCents(v.practice), bulkCents: toCents(v.bulk), insuranceCents: toCents(v.insurance) };
        const over = applied.practiceCents + applied.bulkCents + applied.insuranceCents > subTotalCents;
        const lastField = applied.insuranceCents > 0 ? 'insurance' : applied.bulkCents > 0 ? 'bulk' : 'practice';
        if (over) return setError(lastField, { type: 'max', message: TOO_MUCH_DISCOUNT(subTotalCents) }, { shouldFocus: true });
        const reply = await setDiscount.mutateAsync({ cartId, discount: (applied.practiceCents + applied.bulkCents) / 100, insurance: applied.insuranceCents / 100 }).catch((error: unknown) => {
          // The server's refusal (same rule) goes next to the field, in words.
          if (isApiError(error) && error.code === 'INVALID_DISCOUNT_AMOUNT') setError(lastField, { type: 'server', message: error.message });
          onError?.(error);
          return null;
        });
        if (reply) onDone(reply, applied);
      })}
    >
      {setDiscount.error && !(isApiError(setDiscount.error) && setDiscount.error.code === 'INVALID_DISCOUNT_AMOUNT') ? <Alert tone="error">{errorText(setDiscount.error)}</Alert> : null}
      <p className="muted">All optional. Together they cannot be more than the order subtotal ({formatMoney(subTotalCents)}).</p>
      <div className="order-form-grid">
        <TextField label="Practice discount ($)" inputMode="decimal" error={formState.errors.practice?.message} {...register('practice')} />
        <TextField label="Bulk-order discount ($)" inputMode="decimal" error={formState.errors.bulk?.message} {...register('bulk')} />
        <TextField label="Insurance allowance ($)" inputMode="decimal" error={formState.errors.insurance?.message} {...register('insurance')} />
      </div>
      <div className="order-actions">
        <Button type="submit" loading={setDiscount.isPending}>
          Continue
        </Button>
      </div>
    </form>
  );
}
