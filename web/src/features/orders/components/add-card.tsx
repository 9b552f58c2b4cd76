import { useState } from 'react';
import { Alert } from '@/components/alert';
import { useSaveCard } from '@/features/orders/api/save-card';
import { cardTokenOf } from '@/features/orders/checkout-session';
import { HostedCardForm } from './hosted-card-form';

interface AddCardProps {
  patient: { email: string; firstName?: string | null; lastName?: string | null };
  onSaved: () => void;
}

/** /patient/add-payment: the hosted card form, then the tokenized card is saved to the account. */
export function AddCard({ patient, onSaved }: AddCardProps) {
  const save = useSaveCard();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div className="stack-md">
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      {save.isError ? <Alert tone="error">{save.error.message}</Alert> : null}
      {save.isPending ? <p role="status">Saving your card…</p> : null}
      <HostedCardForm
        email={patient.email}
        firstName={patient.firstName ?? null}
        lastName={patient.lastName ?? null}
        onResponse={(fields) => {
          const t = cardTokenOf(fields);
          if ('error' in t) {
            setProblem(t.error);
            return;
          }
          setProblem(null);
          save.mutate(
            { token: t.token, maskedCardNumber: t.maskedCardNumber, cardType: t.cardType, bill_to_email: patient.email, ...(patient.firstName ? { bill_to_forename: patient.firstName } : {}), ...(patient.lastName ? { bill_to_surname: patient.lastName } : {}) },
            { onSuccess: onSaved },
          );
        }}
      />
    </div>
  );
}
