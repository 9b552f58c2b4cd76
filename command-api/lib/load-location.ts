import { type LocationSummary } from '../../domain/practices/api-schemas';
import type { PracticeEvent } from '../../domain/practices/events';
import { locationContactOf, practiceStream } from '../../domain/practices/events';
import type { EventStore } from '../../infra/event-store/port';
import { foldStream } from './request-store';

export interface PracticeFacts {
  name: string | null;
  locations: LocationSummary[];
}

function evolvePracticeFacts(facts: PracticeFacts, e: PracticeEvent): PracticeFacts {
  if (e.type === 'PracticeRegistered' || e.type === 'PracticeInfoUpdated') return { ...facts, name: e.data.name };
  if (e.type !== 'LocationAdded' && e.type !== 'LocationInfoUpdated') return facts;
  const d = e.data;
  const location: LocationSummary = {
    locationId: d.locationId,
    practiceId: d.practiceId,
    name: d.name,
    ...locationContactOf(d),
  };
  // An edit replaces the location's information in place (its tax state included, D-504).
  const known = facts.locations.some((l) => l.locationId === d.locationId);
  return { ...facts, locations: known ? facts.locations.map((l) => (l.locationId === d.locationId ? location : l)) : [...facts.locations, location] };
}

const practiceFacts = { initialState: (): PracticeFacts => ({ name: null, locations: [] }), evolve: evolvePracticeFacts };

/** A practice's name and locations (as last edited), from its own stream (no read-model lag; in a command request, the request's state). */
export async function loadPractice(store: EventStore, practiceId: string): Promise<PracticeFacts | undefined> {
  const { state, version } = await foldStream(store, practiceStream(practiceId), practiceFacts);
  return version < 0 ? undefined : state;
}
