import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { CartReply } from '@domain/ordering/api-schemas';
import { DISCOUNT_MESSAGES } from '@domain/ordering/discount-rules';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { useSetDiscount } from '@/features/orders/api/set-discount';
import { errorText } from './step-common';

const money = z
  .string()
  .trim()
  .regex(/^\d+(\.\d{1,2})?$/, DISCOUNT_MESSAGES.invalidAmount);
const discountForm = z.object({ discount: money, insurance: money });
type DiscountForm = z.infer<typeof discountForm>;

/** The discounts step (practice orders; cart flow step "Set a discount"): discount and insurance in dollars, then /order/SetDiscount. */
export function DiscountStep({ cartId, onDone }: { cartId: string; onDone: (cart: CartReply) => void }) {
  const setDiscount = useSetDiscount();
  const { register, handleSubmit, formState } = useForm<DiscountForm>({ resolver: zodResolver(discountForm), defaultValues: { discount: '0.00', insurance: '0.00' } });
  return (
    <form
      noValidate
      aria-label="Apply discounts"
      onSubmit={handleSubmit(async (v) => {
        const reply = await setDiscount.mutateAsync({ cartId, discount: Number(v.discount), insurance: Number(v.insurance) }).catch(() => null);
        if (reply) onDone(reply);
      })}
    >
      {setDiscount.error ? <Alert tone="error">{errorText(setDiscount.error)}</Alert> : null}
      <div className="order-form-grid">
        <TextField label="Discount ($)" inputMode="decimal" error={formState.errors.discount?.message} {...register('discount')} />
        <TextField label="Insurance ($)" inputMode="decimal" error={formState.errors.insurance?.message} {...register('insurance')} />
      </div>
      <div className="order-actions">
        <Button type="submit" loading={setDiscount.isPending}>
          Continue
        </Button>
      </div>
    </form>
  );
}
