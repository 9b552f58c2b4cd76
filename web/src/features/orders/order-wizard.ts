/**
 * The order wizard's rule (spec point 4 "Order wizard"), as pure functions the hook
 * `useOrderWizard` runs: steps are completed in order, so the state is how many leading steps are
 * complete and which step is open.
 * - Completing a step marks it complete and enables the tab at the next index.
 * - Going back to a step marks it and every later step not complete and disables every later tab.
 */
export interface WizardState {
  /** How many steps, from the first, are complete; the step at this index is the furthest one enabled. */
  completed: number;
  /** The open step. */
  current: number;
}

export interface WizardStepDef<Id extends string = string> {
  id: Id;
  /** The step's name as the tabs and the panel show it. */
  name: string;
}

export interface WizardStep<Id extends string = string> extends WizardStepDef<Id> {
  index: number;
  isCompleted: boolean;
  /** Its tab can be opened: every earlier step is complete. */
  enabled: boolean;
  isCurrent: boolean;
}

const clamp = (n: number, count: number) => Math.max(0, Math.min(n, count - 1));

/** A wizard with `completed` steps done (e.g. restored from session data), open at the first step not done. */
export function startWizard(count: number, completed = 0): WizardState {
  const done = Math.max(0, Math.min(completed, count));
  return { completed: done, current: clamp(done, count) };
}

/** Completing step `index`: it is done and the next one opens. */
export function completeStep(state: WizardState, index: number, count: number): WizardState {
  return { completed: Math.min(index + 1, count), current: clamp(index + 1, count) };
}

/** Going back to step `index` (an enabled tab): it and every later step are no longer complete. A disabled tab does nothing. */
export function goToStep(state: WizardState, index: number): WizardState {
  if (index < 0 || index > state.completed) return state;
  return { completed: index, current: index };
}

/** The steps with their index and state, for the tabs and the panel. */
export function wizardSteps<Id extends string>(defs: readonly WizardStepDef<Id>[], state: WizardState): WizardStep<Id>[] {
  return defs.map((def, index) => ({ ...def, index, isCompleted: index < state.completed, enabled: index <= state.completed, isCurrent: index === state.current }));
}
