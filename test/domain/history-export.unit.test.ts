import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ExportableEvent, exportEventLines, type LogCheckpoint, type LogReader, matchesExport } from '../../domain/history/event-export';
import { eventExportInput, exportFileName } from '../../domain/history/api-schemas';
import { isSecretKey, REDACTED, redact } from '../../domain/history/redact';
import { STREAM_TYPES, streamTypeOf } from '../../domain/history/stream-types';

/** Stream types, the redaction rule and the NDJSON export's paging (issue #6, D-204…D-206). */

function sourceFiles(dir = join(__dirname, '../../domain')): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') ? [readFileSync(path, 'utf8')] : [];
  });
}

describe('stream types', () => {
  const sources = sourceFiles();

  it('every declared event type belongs to a stream type (the export’s type filter misses none)', () => {
    const declared = new Set(sources.flatMap((s) => [...s.matchAll(/^\s+type: '([A-Z][A-Za-z0-9]+)';$/gm)].map((m) => m[1]!)));
    const listed = new Set<string>(STREAM_TYPES.flatMap((s) => s.eventTypes));
    expect([...declared].filter((t) => !listed.has(t))).toEqual([]);
  });

  it('every stream the code builds has a known stream type', () => {
    const prefixes = new Set(sources.flatMap((s) => [...s.matchAll(/=> `([a-z][a-z-]*)-\$\{/g)].map((m) => m[1]!)));
    expect(prefixes.size).toBeGreaterThan(10);
    const known = new Set<string>(STREAM_TYPES.map((s) => s.streamType));
    expect([...prefixes].filter((p) => !known.has(p))).toEqual([]);
  });

  it.each([
    ['customer-123456789', 'customer'],
    ['patient-rx-123', 'patient-rx'],
    ['patient-invite-123', 'patient-invite'],
    ['catalog-product-PRD-1008', 'catalog-product'],
    ['email-ada@example.com', 'email'],
    ['email-display-name-PR-1001', 'email-display-name'],
    ['email-display-name-x@example.com', 'email'],
    ['access-request-0199-abc', 'access-request'],
    ['order-SO-261001-ABC123', 'order'],
    ['notification-preferences-1', 'notification-preferences'],
    ['something-new-1', 'something'],
  ])('%s → %s', (stream, type) => {
    expect(streamTypeOf(stream)).toBe(type);
  });
});

describe('redaction', () => {
  it.each(['passwordHash', 'codeHash', 'contextHash', 'tokenHash', 'token', 'payment_token', 'tokenId', 'secret', 'clientSecret', 'password', 'code', 'verificationCode', 'cvv', 'cardNumber', 'req_card_number', 'pan', 'signature'])(
    '%s is a secret',
    (key) => expect(isSecretKey(key)).toBe(true),
  );
  it.each(['postalCode', 'promoCode', 'zipCode', 'codeId', 'maskedCardNumber', 'accountNumber', 'shippingCents', 'email', 'phone', 'resetId', 'changeId', 'cardType'])('%s is not', (key) =>
    expect(isSecretKey(key)).toBe(false),
  );

  it('walks objects and arrays and redacts anything that looks like a card number', () => {
    expect(
      redact({ passwordHash: '$argon2id$x', nested: [{ token: 't', last4: '1111' }], note: '4111 1111 1111 1111', phone: '5125550143', amount: 4111111111111111, promoCode: 'DTP' }),
    ).toEqual({ passwordHash: REDACTED, nested: [{ token: REDACTED, last4: '1111' }], note: REDACTED, phone: '5125550143', amount: 4111111111111111, promoCode: 'DTP' });
  });
});

describe('export', () => {
  /** An in-memory log with the port's readAll semantics (type filter; checkpoint past skipped events). */
  function memoryLog(events: ExportableEvent[], readable = { upTo: Infinity }) {
    const reads: { limit?: number; types?: readonly string[] }[] = [];
    const reader: LogReader = {
      async readAll({ after, limit = 1000, types }) {
        reads.push({ limit, ...(types ? { types } : {}) });
        const from = after?.globalPosition ?? 0;
        const rest = events.filter((e) => e.globalPosition > from && e.globalPosition <= readable.upTo);
        const page = rest.filter((e) => !types || types.includes(e.type)).slice(0, limit);
        const last = page[page.length - 1];
        let checkpoint: LogCheckpoint = last ? { transactionId: '1', globalPosition: last.globalPosition } : (after ?? { transactionId: '0', globalPosition: 0 });
        if (page.length < limit && rest.length) checkpoint = { transactionId: '1', globalPosition: rest[rest.length - 1]!.globalPosition };
        return { events: page, checkpoint };
      },
      async head() {
        const last = events[events.length - 1];
        return last ? { transactionId: '1', globalPosition: last.globalPosition } : { transactionId: '0', globalPosition: 0 };
      },
    };
    return { reader, reads };
  }
  const at = (n: number, type: string, streamId: string, day: string, data: unknown = {}): ExportableEvent => ({
    eventId: `e${n}`,
    type,
    data,
    metadata: { occurredAt: `${day}T12:00:00.000Z`, schemaVersion: 1, actor: { accountNumber: '1', customerGroup: 'Staff' }, correlationId: 'c' },
    streamId,
    globalPosition: n,
    transactionId: '1',
  });
  const log = [
    at(1, 'PasswordSet', 'customer-1', '2025-12-31', { passwordHash: '$argon2id$SECRET' }),
    at(2, 'CartCreated', 'cart-a', '2026-01-01'),
    at(3, 'OrderCheckedOut', 'cart-a', '2026-01-01'),
    at(4, 'OrderStatusChanged', 'order-SO-1', '2026-01-02'),
    at(5, 'OrderStatusChanged', 'order-SO-1', '2026-02-01'),
    at(6, 'CardSaved', 'cards-1', '2026-02-01', { token: 'tok_SECRET', maskedCardNumber: '************1111' }),
    at(7, 'OrderStatusChanged', 'order-SO-2', '2026-03-01'),
  ];
  const collect = async (gen: AsyncGenerator<string>) => {
    const lines: string[] = [];
    for await (const l of gen) lines.push(l);
    return lines;
  };

  it('filters by stream type (reading with its event types) and by inclusive UTC days, in log order, page by page', async () => {
    const { reader, reads } = memoryLog(log);
    const lines = await collect(exportEventLines(reader, { streamType: 'order', from: '2026-01-01', to: '2026-02-01' }, { pageSize: 1 }));
    expect(lines.every((l) => l.endsWith('\n') && !l.slice(0, -1).includes('\n'))).toBe(true);
    const parsed = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(parsed.map((p) => p.globalPosition)).toEqual([4, 5]);
    expect(parsed[0]).toEqual({
      globalPosition: 4,
      eventId: 'e4',
      streamId: 'order-SO-1',
      streamType: 'order',
      type: 'OrderStatusChanged',
      occurredAt: '2026-01-02T12:00:00.000Z',
      schemaVersion: 1,
      data: {},
      metadata: { occurredAt: '2026-01-02T12:00:00.000Z', schemaVersion: 1, actor: { accountNumber: '1', customerGroup: 'Staff' }, correlationId: 'c' },
    });
    expect(reads.every((r) => r.limit === 1 && r.types?.includes('OrderStatusChanged') && !r.types.includes('CartCreated'))).toBe(true);
  });

  it('without filters exports every event, secrets redacted', async () => {
    const lines = await collect(exportEventLines(memoryLog(log).reader, {}, { pageSize: 3 }));
    expect(lines).toHaveLength(7);
    const text = lines.join('');
    expect(text).not.toContain('SECRET');
    expect(JSON.parse(lines[5]!).data).toEqual({ token: REDACTED, maskedCardNumber: '************1111' });
  });

  it('stops at the head it saw when it started', async () => {
    const events = [...log];
    const { reader } = memoryLog(events);
    const gen = exportEventLines(reader, {}, { pageSize: 2 });
    const first = await gen.next();
    events.push(at(8, 'OrderStatusChanged', 'order-SO-3', '2026-03-02'));
    const rest = await collect(gen);
    expect([first.value, ...rest]).toHaveLength(7);
  });

  it('waits for the log to become readable up to the head it saw, instead of ending short', async () => {
    const readable = { upTo: 2 };
    const pauses: number[] = [];
    const pause = async (ms: number) => {
      pauses.push(ms);
      if (pauses.length === 3) readable.upTo = Infinity; // the open transaction elsewhere ends
    };
    const lines = await collect(exportEventLines(memoryLog(log, readable).reader, {}, { pageSize: 3, pause }));
    expect(lines).toHaveLength(7);
    expect(pauses).toHaveLength(3);
  });

  it('fails loudly when the log stays unreadable past the wait, rather than end short', async () => {
    const gen = exportEventLines(memoryLog(log, { upTo: 2 }).reader, {}, { pageSize: 3, maxWaitMs: 1000, pause: async () => {} });
    await expect(collect(gen)).rejects.toThrow(/not readable up to its newest event within 1 s/);
  });

  it('matches by day and type; inputs check dates and stream types', () => {
    expect(matchesExport(log[3]!, { from: '2026-01-02', to: '2026-01-02' })).toBe(true);
    expect(matchesExport(log[3]!, { to: '2026-01-01' })).toBe(false);
    expect(eventExportInput.safeParse({ streamType: 'order', from: '2026-02-01', to: '2026-01-01' }).success).toBe(false);
    expect(eventExportInput.safeParse({ streamType: 'nope' }).success).toBe(false);
    expect(eventExportInput.safeParse({ from: '2026-02-30' }).success).toBe(false);
    expect(eventExportInput.parse({ streamType: 'patient-rx', from: '2026-01-01' })).toEqual({ streamType: 'patient-rx', from: '2026-01-01' });
    expect(exportFileName({ streamType: 'order', from: '2026-01-01', to: '2026-12-31' })).toBe('lensloop-events-order-2026-01-01-to-2026-12-31.ndjson');
    expect(exportFileName({})).toBe('lensloop-events-all.ndjson');
  });
});
