import { z } from 'zod';

/** `GET /api/health`: liveness plus each projection's lag (events and seconds behind the log head). */
export const healthReply = z.object({
  status: z.literal('ok'),
  eventStore: z.string(),
  database: z.string(),
  projections: z.array(
    z.object({
      name: z.string(),
      version: z.number(),
      position: z.number(),
      eventsApplied: z.number(),
      lag: z.number(),
      /** Seconds between the log's head and the last event it applied; null when the store keeps no append time (EventStoreDB). */
      lagSeconds: z.number().nullable(),
      caughtUp: z.boolean(),
    }),
  ),
});
