import { expect } from 'vitest';

/**
 * given(events) / when(command) / then(events | error), after Emmett's DeciderSpecification.
 * `decide` is the pure operation under test; `evolve` + `initial` fold the given events.
 */
export function deciderSpec<S, E, C>(spec: { initial: () => S; evolve: (s: S, e: E) => S; decide: (c: C, s: S) => E[] }) {
  return {
    given(events: E[]) {
      const state = events.reduce(spec.evolve, spec.initial());
      return {
        when(command: C) {
          const run = () => spec.decide(command, state);
          return {
            then(expected: E[]) {
              expect(run()).toEqual(expected);
            },
            thenThrows(match: { code?: string; message?: string; kind?: string; details?: Record<string, unknown> }) {
              let error: unknown;
              try {
                run();
              } catch (e) {
                error = e;
              }
              expect(error, 'expected the decision to be refused').toBeDefined();
              expect(error).toMatchObject(match);
            },
          };
        },
      };
    },
  };
}
