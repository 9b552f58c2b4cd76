import { describe, expect, it } from 'vitest';
import { formatCountdown } from './session-timers';

describe('idle countdown as minutes and seconds', () => {
  it.each([
    [120_000, '2:00'],
    [119_001, '2:00'],
    [61_000, '1:01'],
    [59_000, '0:59'],
    [5_400, '0:06'],
    [0, '0:00'],
    [-3_000, '0:00'],
  ])('%i ms → %s', (ms, shown) => {
    expect(formatCountdown(ms)).toBe(shown);
  });
});
