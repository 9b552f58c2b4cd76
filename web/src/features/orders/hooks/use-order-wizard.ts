import { useCallback, useMemo, useState } from 'react';
import { completeStep, goToStep, startWizard, type WizardStep, type WizardStepDef, wizardSteps } from '@/features/orders/order-wizard';

export interface OrderWizard<Id extends string> {
  steps: WizardStep<Id>[];
  current: WizardStep<Id>;
  /** How many steps, from the first, are complete (what a session keeps to restore the wizard). */
  completed: number;
  /** Completes the open step (or the one named) and opens the next. */
  complete: (id?: Id) => void;
  /** Opens an enabled step; it and every later step are no longer complete. */
  goTo: (id: Id) => void;
}

/**
 * The one order wizard (spec point 4 "Order wizard") behind the patient checkout and the staff
 * order: the composition names its steps in order and renders the open one by id, so a step can
 * move or be added without touching the rule.
 */
export function useOrderWizard<Id extends string>(defs: readonly WizardStepDef<Id>[], initialCompleted = 0): OrderWizard<Id> {
  const [state, setState] = useState(() => startWizard(defs.length, initialCompleted));
  const steps = useMemo(() => wizardSteps(defs, state), [defs, state]);
  const indexOf = useCallback((id: Id) => defs.findIndex((d) => d.id === id), [defs]);
  const complete = useCallback((id?: Id) => setState((s) => completeStep(s, id === undefined ? s.current : indexOf(id), defs.length)), [defs.length, indexOf]);
  const goTo = useCallback((id: Id) => setState((s) => goToStep(s, indexOf(id))), [indexOf]);
  return { steps, current: steps[state.current]!, completed: state.completed, complete, goTo };
}
