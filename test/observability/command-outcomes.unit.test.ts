import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { RequestStore } from '../../command-api/lib/request-store';
import { DomainError } from '../../domain/shared/errors';
import { type AppendResult, ConcurrencyError, type EventStore, type NewEvent } from '../../infra/event-store/port';
import { commandOutcomeOf, recordCommand } from '../../infra/observability/metrics/command-metrics';
import { registry } from '../../infra/observability/metrics/registry';

/**
 * Issue #33, the commands counter (D-701): each request's outcome counts once — accepted, refused
 * (a rule), conflict_409, error — and every conflict it met and decided again after counts as
 * conflict_retried (the request's RequestStore tallies them).
 */
describe('command outcomes', () => {
  it('maps what a command threw to its outcome', () => {
    expect(commandOutcomeOf(new DomainError('rule', 'X', 'no'))).toBe('refused');
    expect(commandOutcomeOf(new DomainError('forbidden', 'FORBIDDEN', 'no'))).toBe('refused');
    expect(commandOutcomeOf(new ZodError([]))).toBe('refused');
    expect(commandOutcomeOf(Object.assign(new Error('too large'), { statusCode: 413 }))).toBe('refused');
    expect(commandOutcomeOf(new ConcurrencyError('cart-1', 3, 4))).toBe('conflict_409');
    expect(commandOutcomeOf(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe('error');
    expect(commandOutcomeOf(new TypeError('boom'))).toBe('error');
  });

  it("tallies the conflicts a request's appends meet, and counts them beside its outcome", async () => {
    let version = -1;
    let conflictsLeft = 2;
    const inner = {
      kind: 'postgres',
      readStream: async () => ({ events: [], version }),
      appendToStream: async (_stream: string, events: NewEvent[]): Promise<AppendResult> => {
        if (conflictsLeft-- > 0) {
          version++; // someone else appended meanwhile
          throw new ConcurrencyError('cart-1', version - 1, version);
        }
        return { events: events.map((e, i) => ({ ...e, eventId: 'e', streamId: 'cart-1', streamPosition: version + 1 + i, globalPosition: 1, transactionId: '1' })), position: 1, nextExpectedVersion: version + 1, replayed: false };
      },
    } as unknown as EventStore;
    const store = new RequestStore(inner);
    const decider = { initialState: () => 0, evolve: (n: number) => n + 1 };
    const metadata = { actor: { accountNumber: '1', customerGroup: 'Staff' }, correlationId: 'c', occurredAt: new Date().toISOString(), schemaVersion: 1 };
    await store.handle('cart-1', decider, () => [{ type: 'Thing', data: {} }], { metadata });
    expect(store.tally.conflicts).toBe(2);

    const before = await counter({ command: '/api/test/thing', outcome: 'conflict_retried' });
    recordCommand('/api/test/thing', 'accepted', store.tally.conflicts);
    expect(await counter({ command: '/api/test/thing', outcome: 'accepted' })).toBe(1);
    expect((await counter({ command: '/api/test/thing', outcome: 'conflict_retried' })) - before).toBe(2);
  });
});

async function counter(labels: Record<string, string>): Promise<number> {
  const metric = await registry.getSingleMetric('lensloop_commands_total')!.get();
  return metric.values.filter((v) => Object.entries(labels).every(([k, val]) => v.labels[k] === val)).reduce((n, v) => n + v.value, 0);
}
