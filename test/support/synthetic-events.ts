import type { EventMetadata, EventStore, NewEvent } from '../../infra/event-store/port';

export const systemMeta = (): EventMetadata => ({
  actor: { accountNumber: 'system', customerGroup: 'System' },
  correlationId: 'test',
  occurredAt: new Date(Date.UTC(2026, 0, 1)).toISOString(),
  schemaVersion: 1,
});

/** Appends `count` patients of one practice, `perAppend` streams at a time in parallel. */
export async function appendPatients(store: EventStore, count: number, opts: { practiceId?: string; offset?: number; parallel?: number } = {}) {
  const practiceId = opts.practiceId ?? 'PR-T';
  const offset = opts.offset ?? 0;
  const parallel = opts.parallel ?? 8;
  for (let i = 0; i < count; i += parallel) {
    await Promise.all(
      Array.from({ length: Math.min(parallel, count - i) }, (_, k) => {
        const n = offset + i + k;
        const accountNumber = String(300_000_000 + n);
        const events: NewEvent[] = [
          {
            type: 'PatientCreated',
            data: { accountNumber, practiceId, locationId: `${practiceId}-L1`, firstName: `First${n}`, lastName: `Last${n}`, email: `p${n}@example.com` },
            metadata: { ...systemMeta(), occurredAt: new Date(Date.UTC(2026, 0, 1, 0, 0, n % 60)).toISOString() },
          },
        ];
        if (n % 3 === 0) events.push({ type: 'PasswordSet', data: { passwordHash: 'x' }, metadata: systemMeta() });
        return store.appendToStream(`customer-${accountNumber}`, events, { expectedVersion: 'no_stream' });
      }),
    );
  }
}
