import type { CartReply } from '@domain/ordering/api-schemas';
import { ORDERING_MESSAGES } from '@domain/ordering/ordering-messages';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { useRenewCart } from '@/features/orders/api/renew-cart';

/** The spec's idle-cart message with its "Restart order" action, for both order flows. */
export function ExpiredOrderAlert({ cartId, onRenewed }: { cartId: string; onRenewed: (reply: CartReply) => void }) {
  const renew = useRenewCart();
  return (
    <Alert
      tone="warning"
      title="Your order has expired"
      action={
        <Button loading={renew.isPending} onClick={() => renew.mutate(cartId, { onSuccess: onRenewed })}>
          Restart order
        </Button>
      }
    >
      {ORDERING_MESSAGES.idle}
    </Alert>
  );
}
