import type { NewEvent } from '../../infra/event-store/port';
import { sampleEvent } from './events';

export interface PlannedAppend {
  streamId: string;
  /** Version the stream is at before this append (-1: new). */
  version: number;
  events: NewEvent[];
}

/**
 * Appends spread round-robin over `streams` streams, each with the version it expects, so the
 * store and the baseline write the very same rows.
 */
export function planAppends(prefix: string, appends: number, batchSize: number, streams: number): PlannedAppend[] {
  const versions = new Array<number>(streams).fill(-1);
  const plan: PlannedAppend[] = [];
  for (let i = 0; i < appends; i++) {
    const s = i % streams;
    const events = Array.from({ length: batchSize }, (_, j) => sampleEvent(i * batchSize + j));
    plan.push({ streamId: `${prefix}-${s}`, version: versions[s]!, events });
    versions[s]! += batchSize;
  }
  return plan;
}
