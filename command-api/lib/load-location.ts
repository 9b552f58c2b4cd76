import { type LocationSummary } from '../../domain/practices/api-schemas';
import type { PracticeEvent } from '../../domain/practices/events';
import { practiceStream } from '../../domain/practices/events';
import type { EventStore } from '../../infra/event-store/port';

export interface PracticeFacts {
  name: string | null;
  locations: LocationSummary[];
}

/** A practice's name and locations, from its own stream (the source of truth, no read-model lag). */
export async function loadPractice(store: EventStore, practiceId: string): Promise<PracticeFacts | undefined> {
  const { events, version } = await store.readStream<PracticeEvent>(practiceStream(practiceId));
  if (version < 0) return undefined;
  const facts: PracticeFacts = { name: null, locations: [] };
  for (const e of events) {
    if (e.type === 'PracticeRegistered') facts.name = e.data.name;
    if (e.type === 'LocationAdded') {
      const d = e.data;
      facts.locations.push({
        locationId: d.locationId,
        practiceId: d.practiceId,
        name: d.name,
        address1: d.address.address1,
        address2: d.address.address2 ?? null,
        city: d.address.city,
        state: d.address.state,
        zip: d.address.zip,
        phone: d.phone ?? null,
      });
    }
  }
  return facts;
}
