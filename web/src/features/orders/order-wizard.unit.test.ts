import { describe, expect, it } from 'vitest';
import { completeStep, goToStep, startWizard, wizardSteps } from './order-wizard';

const STEPS = [
  { id: 'address', name: 'Delivery Address' },
  { id: 'shipping', name: 'Shipping Method' },
  { id: 'payment', name: 'Payment and Order' },
] as const;

const view = (state: ReturnType<typeof startWizard>) => wizardSteps(STEPS, state).map((s) => `${s.isCurrent ? '>' : ' '}${s.isCompleted ? 'x' : '.'}${s.enabled ? 'e' : '-'}`);

describe('order wizard (spec point 4)', () => {
  it('starts at the first step, the later tabs disabled', () => {
    expect(view(startWizard(3))).toEqual(['>.e', ' .-', ' .-']);
  });

  it('completing a step marks it complete and enables the tab at the next index', () => {
    const s = completeStep(startWizard(3), 0, 3);
    expect(s).toEqual({ completed: 1, current: 1 });
    expect(view(s)).toEqual([' xe', '>.e', ' .-']);
    expect(view(completeStep(s, 1, 3))).toEqual([' xe', ' xe', '>.e']);
  });

  it('going back to a step marks it and every later step not complete and disables every later tab', () => {
    const s = goToStep(completeStep(completeStep(startWizard(3), 0, 3), 1, 3), 0);
    expect(s).toEqual({ completed: 0, current: 0 });
    expect(view(s)).toEqual(['>.e', ' .-', ' .-']);
  });

  it('a disabled tab does nothing', () => {
    const s = completeStep(startWizard(3), 0, 3);
    expect(goToStep(s, 2)).toBe(s);
  });

  it.each([
    [0, 0],
    [1, 1],
    [2, 2],
    [3, 2],
    [9, 2],
  ])('restored with %i steps done → opens step %i', (done, current) => {
    expect(startWizard(3, done).current).toBe(current);
  });

  it('completing the last step keeps it open', () => {
    expect(completeStep(startWizard(3, 2), 2, 3)).toEqual({ completed: 3, current: 2 });
  });
});
