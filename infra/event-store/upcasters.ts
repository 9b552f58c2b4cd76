import type { StoredEvent } from './port';

/**
 * Old event versions are upcast on read, so deciders and projections only ever see the newest
 * shape. Register one function per (type, fromVersion); they chain until the newest version.
 */
type Upcaster = (data: unknown) => unknown;
const upcasters = new Map<string, Upcaster>();

export function registerUpcaster(type: string, fromVersion: number, fn: Upcaster): void {
  upcasters.set(`${type}@${fromVersion}`, fn);
}

export function upcast(event: StoredEvent): StoredEvent {
  let version = event.metadata.schemaVersion ?? 1;
  let data = event.data;
  for (let fn = upcasters.get(`${event.type}@${version}`); fn; fn = upcasters.get(`${event.type}@${version}`)) {
    data = fn(data);
    version += 1;
  }
  if (data === event.data) return event;
  return { ...event, data, metadata: { ...event.metadata, schemaVersion: version } };
}
