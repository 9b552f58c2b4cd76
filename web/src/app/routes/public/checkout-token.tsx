import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageLoader } from '@/components/spinner';
import { paths } from '@/config/paths';
import { checkoutSession } from '@/features/orders/checkout-session';

/**
 * /checkout/token: the hosted card form's redirect target (when it was opened outside the
 * checkout's iframe). The signed response goes to the checkout's session data; back to checkout.
 */
export default function CheckoutTokenRoute() {
  const navigate = useNavigate();
  useEffect(() => {
    const fields = Object.fromEntries(new URLSearchParams(window.location.search));
    if (window.parent !== window) {
      window.parent.postMessage({ type: 'lensloop-payments-sandbox', fields }, window.location.origin);
      return;
    }
    checkoutSession.putToken(fields);
    void navigate(checkoutSession.returnTo() ?? paths.patient.checkout.getHref(), { replace: true });
  }, [navigate]);
  return <PageLoader label="Returning to checkout…" />;
}
