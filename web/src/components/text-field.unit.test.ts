import { describe, expect, it } from 'vitest';
import { characterCount } from './text-field';

/** Issue #18: a field with a maximum says so as the user types (nothing is cut silently). */
describe('characterCount', () => {
  it('near (the default): only from 80 % of the maximum', () => {
    expect(characterCount(0, 250, 'near')).toBeNull();
    expect(characterCount(199, 250, 'near')).toBeNull();
    expect(characterCount(200, 250, 'near')).toBe('200 of 250 characters');
  });
  it('at the maximum it says so', () => expect(characterCount(250, 250, 'near')).toBe('250 of 250 characters (the maximum)'));
  it('always / never', () => {
    expect(characterCount(15, 120, 'always')).toBe('15 of 120 characters');
    expect(characterCount(250, 250, 'never')).toBeNull();
  });
});
