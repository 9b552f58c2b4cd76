import { z } from 'zod';
import { LIVE_TOPICS } from './live-audience';

/** The live channel's contract (issue #16): `GET /api/live`, server-sent events. */

/** One `data:` line of a `message` event (its SSE `id` is the position). */
export const liveMessageWire = z.object({ topic: z.enum(LIVE_TOPICS), position: z.number().int(), type: z.string(), id: z.string() });
export type LiveMessageWire = z.infer<typeof liveMessageWire>;

/** A `reset` event: the server no longer knows the client's last position; re-read everything. */
export const liveResetWire = z.object({ position: z.number().int() });

export const liveUpdatesReply = z
  .string()
  .describe(
    'text/event-stream. `event: message` with `id: <position>` and `data: {"topic":"announcements"|"orders"|"analysis"|"ops","position","type","id"}` for each fact the signed-in user may read; `event: reset` when Last-Event-ID is older than the server remembers; `: ping` comments every 15 s. Send the last id as the Last-Event-ID header to resume.',
  );
