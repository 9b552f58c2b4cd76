import type { ReactNode } from 'react';
import type { UnsubscribeKind } from '@domain/security/notification-preferences';
import { Spinner } from '@/components/spinner';
import { useUnsubscribe } from '@/features/notifications/api/unsubscribe';
import { KIND_LABELS } from './notification-preferences-form';

const WHAT: Record<UnsubscribeKind, string> = {
  order: `${KIND_LABELS.order.title.toLowerCase()}`,
  reorder: `${KIND_LABELS.reorder.title.toLowerCase()}`,
  promotion: 'promotions',
  tips: 'tips and eye-care news',
  all: 'any more emails',
};

interface UnsubscribeResultProps {
  token: string | null;
  /** Links under the message (manage preferences, sign in…), composed by the page. */
  actions: ReactNode;
}

/** /unsubscribe: turns off the e-mails the link was for and says so (or that the link did not work). */
export function UnsubscribeResult({ token, actions }: UnsubscribeResultProps) {
  const result = useUnsubscribe(token);
  if (token && result.isPending) return <Spinner size="lg" label="Updating your email preferences…" />;
  const done = result.data?.ok ? result.data : null;
  return (
    <div className="result-panel" role="status">
      <h1 className="result-panel__title" tabIndex={-1} data-route-focus>
        {done ? 'You’re unsubscribed' : 'We couldn’t unsubscribe you'}
      </h1>
      <p className="result-panel__text">
        {done
          ? `You won’t get ${WHAT[done.kind]} by email from Lensloop any more. It can take a day or two for messages already on their way to stop.`
          : 'This unsubscribe link is invalid or has expired. Sign in to choose which emails you get.'}
      </p>
      <div className="result-panel__actions">{actions}</div>
    </div>
  );
}
