/**
 * A decider (after Emmett): pure functions only. `decide` turns a command and the current state
 * into new events (or throws a DomainError); `evolve` folds an event into state.
 */
export interface Decider<State, Command, Event extends { type: string }> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[];
}

export function fold<State, Event extends { type: string }>(
  decider: Pick<Decider<State, unknown, Event>, 'initialState' | 'evolve'>,
  events: readonly Event[],
): State {
  return events.reduce(decider.evolve, decider.initialState());
}
