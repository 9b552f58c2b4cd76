import { randomUUID } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import type { NewEvent } from '../../infra/event-store/port';

/** A command-sized event: ~200 bytes of data and ~250 of metadata, like an order line change. */
export function sampleEvent(i: number): NewEvent {
  return {
    eventId: uuidv7(),
    type: i % 3 === 0 ? 'OrderLineAdded' : i % 3 === 1 ? 'OrderLineRepriced' : 'OrderNoteChanged',
    data: {
      orderNumber: `ORD-${100000 + (i % 50000)}`,
      line: i % 12,
      sku: `LENS-${(i * 7919) % 10000}`,
      eye: i % 2 ? 'left' : 'right',
      quantity: 1 + (i % 6),
      unitPriceCents: 1999 + (i % 500),
      note: 'bench event payload of a realistic size',
    },
    metadata: {
      actor: { accountNumber: `A-${1000 + (i % 400)}`, customerGroup: 'PRACTICE' },
      correlationId: randomUUID(),
      causationId: randomUUID(),
      occurredAt: new Date().toISOString(),
      schemaVersion: 1,
    },
  };
}
