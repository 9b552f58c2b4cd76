export const STAFF_ORDER_STEPS = ['Product', 'Apply Discounts', 'Delivery', 'Shipping Method', 'Payment', 'Review and Order'] as const;

interface WizardStepsProps {
  current: number;
  /** The furthest step the user may open: completing a step enables the next, going back disables the later ones. */
  enabledUpTo: number;
  onSelect: (index: number) => void;
}

/** The wizard's step list (spec point 4 "Order wizard"). */
export function WizardSteps({ current, enabledUpTo, onSelect }: WizardStepsProps) {
  return (
    <nav aria-label="Order steps" className="order-steps">
      <ol>
        {STAFF_ORDER_STEPS.map((label, i) => (
          <li key={label} className={i === current ? 'order-steps__item order-steps__item--current' : 'order-steps__item'}>
            <button type="button" disabled={i > enabledUpTo} aria-current={i === current ? 'step' : undefined} onClick={() => onSelect(i)}>
              <span className="order-steps__number" aria-hidden="true">
                {i + 1}
              </span>
              {label}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
