import type { EventMetadata } from '../../infra/event-store/port';

/**
 * The metadata of an event a test appends itself (a fixture, or a past the API cannot make): the
 * system actor, now, unless told otherwise.
 */
export function testMeta(over: Partial<Pick<EventMetadata, 'actor' | 'impersonator' | 'correlationId'>> & { occurredAt?: string | Date } = {}): EventMetadata {
  const { occurredAt, ...rest } = over;
  return {
    actor: { accountNumber: 'system', customerGroup: 'System' },
    correlationId: 'test',
    schemaVersion: 1,
    ...rest,
    occurredAt: occurredAt === undefined ? new Date().toISOString() : typeof occurredAt === 'string' ? occurredAt : occurredAt.toISOString(),
  };
}
