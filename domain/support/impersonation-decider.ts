import type { Decider } from '../shared/decider';
import type { ImpersonationBegan, ImpersonationEndCause, ImpersonationEvent } from './events';

export interface ImpersonationState {
  status: 'none' | 'active' | 'ended';
  began?: ImpersonationBegan['data'];
  endCause?: ImpersonationEndCause;
}

export const initialImpersonationState = (): ImpersonationState => ({ status: 'none' });

export function evolveImpersonation(state: ImpersonationState, event: ImpersonationEvent): ImpersonationState {
  switch (event.type) {
    case 'ImpersonationBegan':
      return { status: 'active', began: event.data };
    case 'ImpersonationEnded':
      return { ...state, status: 'ended', endCause: event.data.cause };
  }
}

/** Only the fold is shared here; begin and end live in their own files. */
export const impersonationDecider: Pick<Decider<ImpersonationState, never, ImpersonationEvent>, 'initialState' | 'evolve'> = {
  initialState: initialImpersonationState,
  evolve: evolveImpersonation,
};
