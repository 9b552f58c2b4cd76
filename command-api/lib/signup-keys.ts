import { type PracticeSignupEvent, practiceSignupKeyStream, practiceSignupStream } from '../../domain/practice-signups/events';
import { decideReserveSignupKey, evolveSignupKey, practiceSignupDecider } from '../../domain/practice-signups/signup-rules';
import { fold } from '../../domain/shared/decider';
import { reservationInFlight } from '../../domain/shared/reservation';
import type { EventMetadata, EventStore } from '../../infra/event-store/port';
import { handleCommandWithFacts } from './handle-command';

/**
 * Claims a duplicate key (e-mail, or practice name + ZIP) for a sign-up on its own stream, so two
 * sign-ups can never both hold it (guide §4 "one sign-up per e-mail"). A key held by a declined or
 * never-completed sign-up (after the in-flight minute) is free again.
 */
export async function reserveSignupKey(store: EventStore, key: string, signupId: string, metadata: EventMetadata): Promise<void> {
  await handleCommandWithFacts(
    store,
    practiceSignupKeyStream(key),
    { initialState: () => ({}) as { signupId?: string }, evolve: evolveSignupKey },
    async (state, events) => {
      if (!state.signupId) return undefined;
      const status = fold(practiceSignupDecider, (await store.readStream<PracticeSignupEvent>(practiceSignupStream(state.signupId))).events).status;
      // A holder whose sign-up stream is not appended yet may still be on its way (a reservation in flight, D-522).
      return status === 'none' && reservationInFlight(events.at(-1)?.metadata.occurredAt, new Date()) ? 'pending' : status;
    },
    (state, holderStatus) => decideReserveSignupKey({ key, signupId, holderStatus }, state),
    { metadata },
  );
}
