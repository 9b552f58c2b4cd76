import { describe, expect, it } from 'vitest';
import { deepFreeze, StateCache } from '../../command-api/lib/state-cache';

const countFold = (state: { n: number }) => state;
const otherFold = (state: { n: number }) => state;

describe('the aggregate state cache (issue #19)', () => {
  it('keeps a state per stream and fold, and counts hits and misses', () => {
    const cache = new StateCache(1 << 20);
    expect(cache.get('s-1', countFold)).toBeUndefined();
    cache.set('s-1', countFold, { state: { n: 1 }, version: 0 });
    expect(cache.get('s-1', countFold)).toEqual({ state: { n: 1 }, version: 0 });
    // Another fold of the same stream is another entry.
    expect(cache.get('s-1', otherFold)).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 1, hits: 1, misses: 2 });
  });

  it('never goes back to an older version of a fold', () => {
    const cache = new StateCache(1 << 20);
    cache.set('s', countFold, { state: { n: 5 }, version: 4 });
    cache.set('s', countFold, { state: { n: 3 }, version: 2 });
    expect(cache.get('s', countFold)).toEqual({ state: { n: 5 }, version: 4 });
    cache.set('s', countFold, { state: { n: 6 }, version: 5 });
    expect(cache.get('s', countFold)?.version).toBe(5);
  });

  it('evicts the least recently used streams once the approximate size passes the bound', () => {
    const big = 'x'.repeat(1000); // ≈ 2 KB a state
    const cache = new StateCache(10_000);
    for (let i = 0; i < 4; i++) cache.set(`s-${i}`, countFold, { state: { n: i, big }, version: 0 });
    expect(cache.stats().entries).toBe(4);
    cache.get('s-0', countFold); // s-0 is now the most recently used
    cache.set('s-4', countFold, { state: { n: 4, big }, version: 0 });
    cache.set('s-5', countFold, { state: { n: 5, big }, version: 0 });
    const { entries, bytes } = cache.stats();
    expect(bytes).toBeLessThanOrEqual(10_000);
    expect(entries).toBeLessThan(6);
    expect(cache.get('s-0', countFold)).toBeDefined();
    expect(cache.get('s-1', countFold)).toBeUndefined();
    // Replacing a state counts its new size, not both.
    const before = cache.stats().bytes;
    cache.set('s-5', countFold, { state: { n: 6, big }, version: 1 });
    expect(cache.stats().bytes).toBe(before);
  });

  it('forgets a stream on invalidate, and keeps nothing with a bound of 0', () => {
    const cache = new StateCache(1 << 20);
    cache.set('s', countFold, { state: { n: 1 }, version: 0 });
    cache.invalidate('s');
    expect(cache.get('s', countFold)).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
    const off = new StateCache(0);
    off.set('s', countFold, { state: { n: 1 }, version: 0 });
    expect(off.get('s', countFold)).toBeUndefined();
  });

  it('freezes what it keeps, so code that changes a shared state in place fails loudly', () => {
    const cache = new StateCache(1 << 20);
    const state = { n: 1, lines: [{ boxes: 2 }] };
    cache.set('cart', countFold, { state, version: 0 });
    const kept = cache.get<typeof state>('cart', countFold)!.state;
    expect(() => {
      kept.lines.push({ boxes: 3 });
    }).toThrow(TypeError);
    expect(() => {
      kept.lines[0]!.boxes = 9;
    }).toThrow(TypeError);
    expect(kept).toEqual({ n: 1, lines: [{ boxes: 2 }] });
    // Parts already frozen are not walked again; a new object around them is frozen.
    const next = deepFreeze({ ...kept, n: 2 });
    expect(Object.isFrozen(next)).toBe(true);
  });
});
