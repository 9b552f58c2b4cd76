import { describe, expect, it } from 'vitest';
import { occurredBy, parseAsOf, SNAPSHOT_ID } from '../../domain/reports/as-of';

describe('--as-of DATE (D-180)', () => {
  it.each([
    ['2026-10-01', '2026-10-01T23:59:59.999Z', 'asof_20261001'],
    ['2026-10-01T15:30:00Z', '2026-10-01T15:30:00.000Z', 'asof_20261001_153000'],
    ['2026-10-01T15:30Z', '2026-10-01T15:30:00.000Z', 'asof_20261001_153000'],
    ['2026-10-01T15:30:00.123Z', '2026-10-01T15:30:00.123Z', 'asof_20261001_153000_123'],
    ['2026-10-01T10:30:00-05:00', '2026-10-01T15:30:00.000Z', 'asof_20261001_153000'],
    [' 2026-02-28 ', '2026-02-28T23:59:59.999Z', 'asof_20260228'],
  ])('%s → cutoff %s, snapshot %s', (input, cutoff, id) => {
    const parsed = parseAsOf(input);
    expect(parsed).toMatchObject({ cutoff, id });
    expect(parsed.cutoffMs).toBe(Date.parse(cutoff));
    expect(SNAPSHOT_ID.test(parsed.id)).toBe(true);
  });

  it.each(['2026-02-30', '2026-13-01', 'yesterday', '2026-10-01T15:30:00', '10/01/2026', '', "2026-10-01'; DROP SCHEMA rm; --"])('refuses %j with the accepted forms in the message', (input) => {
    expect(() => parseAsOf(input)).toThrow(/YYYY-MM-DD/);
  });

  it('an event belongs to the snapshot when it occurred at or before the cutoff', () => {
    const { cutoffMs } = parseAsOf('2026-10-01');
    expect(occurredBy('2026-10-01T23:59:59.999Z', cutoffMs)).toBe(true);
    expect(occurredBy('2026-10-02T00:00:00.000Z', cutoffMs)).toBe(false);
    expect(occurredBy('2026-09-30T10:00:00-05:00', cutoffMs)).toBe(true);
    expect(occurredBy('not a date', cutoffMs)).toBe(false);
  });
});
