import { Button } from '@/components/button';
import type { WizardStep } from '@/features/orders/order-wizard';
import type { StepLook } from './steps/step-common';

interface OrderStepsNavProps<Id extends string> {
  look: StepLook;
  steps: WizardStep<Id>[];
  /** Opens an enabled step (going back: it and the later steps are no longer complete). */
  onSelect: (id: Id) => void;
}

/** The wizard's step tabs (spec point 4 "Order wizard"): the patient's numbered buttons, or the practice's step list. */
export function OrderStepsNav<Id extends string>({ look, steps, onSelect }: OrderStepsNavProps<Id>) {
  if (look === 'patient') {
    return (
      <nav aria-label="Checkout steps">
        <ol className="checkout-actions" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {steps.map((s) => (
            <li key={s.id}>
              <Button variant={s.isCurrent ? 'primary' : 'secondary'} size="sm" disabled={!s.enabled} aria-current={s.isCurrent ? 'step' : undefined} onClick={() => onSelect(s.id)}>
                {s.index + 1}. {s.name}
              </Button>
            </li>
          ))}
        </ol>
      </nav>
    );
  }
  return (
    <nav aria-label="Order steps" className="order-steps">
      <ol>
        {steps.map((s) => (
          <li key={s.id} className={s.isCurrent ? 'order-steps__item order-steps__item--current' : 'order-steps__item'}>
            <button type="button" disabled={!s.enabled} aria-current={s.isCurrent ? 'step' : undefined} onClick={() => onSelect(s.id)}>
              <span className="order-steps__number" aria-hidden="true">
                {s.index + 1}
              </span>
              {s.name}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
