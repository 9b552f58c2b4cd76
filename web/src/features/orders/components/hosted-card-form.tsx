import './checkout.css';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/alert';
import { Spinner } from '@/components/spinner';
import { hostedFormUrl, useCardSignature } from '@/features/orders/api/get-card-signature';

interface HostedCardFormProps {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  cartId?: string;
  /** The provider's signed response (decision, payment_token, req_card_number…). */
  onResponse: (fields: Record<string, string>) => void;
}

/**
 * The payment provider's hosted card form in an iframe (spec point 7): the card number never
 * reaches the app; the form hands its signed response back with postMessage.
 */
export function HostedCardForm({ email, firstName, lastName, cartId, onResponse }: HostedCardFormProps) {
  const signature = useCardSignature();
  const [url, setUrl] = useState<string | null>(null);
  const onResponseRef = useRef(onResponse);
  useEffect(() => {
    onResponseRef.current = onResponse;
  }, [onResponse]);
  const { mutate } = signature;

  useEffect(() => {
    mutate(
      { bill_to_email: email, ...(firstName ? { bill_to_forename: firstName } : {}), ...(lastName ? { bill_to_surname: lastName } : {}), ...(cartId ? { cartId } : {}) },
      { onSuccess: (s) => setUrl(hostedFormUrl(s)) },
    );
  }, [mutate, email, firstName, lastName, cartId]);

  useEffect(() => {
    const listener = (event: MessageEvent) => {
      const data = event.data as { type?: string; fields?: Record<string, string> } | null;
      if (event.origin !== window.location.origin || data?.type !== 'lensloop-payments-sandbox' || !data.fields) return;
      onResponseRef.current(data.fields);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, []);

  if (signature.isError) return <Alert tone="error">{signature.error.message}</Alert>;
  if (!url) return <Spinner label="Loading the card form…" />;
  return <iframe className="checkout-card-frame" src={url} title="Card details" />;
}
