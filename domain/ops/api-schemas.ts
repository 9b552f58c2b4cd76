import { z } from 'zod';

/** `GET /api/health`: liveness plus each projection's lag (events behind the log head). */
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
      caughtUp: z.boolean(),
    }),
  ),
});
