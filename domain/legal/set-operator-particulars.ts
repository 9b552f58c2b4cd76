import { sameJson } from '../catalog/import-catalog';
import type { OperatorParticularsEvent, OperatorParticularsSet } from './events';
import type { OperatorParticulars } from './particulars';

export interface OperatorParticularsState {
  current: OperatorParticulars | null;
}

export const operatorParticularsDecider = {
  initialState: (): OperatorParticularsState => ({ current: null }),
  evolve: (_state: OperatorParticularsState, event: OperatorParticularsEvent): OperatorParticularsState => ({ current: event.data.particulars }),
};

/** Sets the particulars; the very same ones again change nothing (no event, D-820). */
export function decideSetOperatorParticulars(command: { particulars: OperatorParticulars; now: Date }, state: OperatorParticularsState): OperatorParticularsSet[] {
  if (state.current && sameJson(state.current, command.particulars)) return [];
  return [{ type: 'OperatorParticularsSet', data: { particulars: command.particulars, setAt: command.now.toISOString() } }];
}
