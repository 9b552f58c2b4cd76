import { describe, expect, it } from 'vitest';
import { forbiddenCharacterPaths, hasForbiddenCharacter } from '../../domain/shared/text-characters';

describe('the character rule (issue #21)', () => {
  it.each([
    ['plain text', 'Clearview Eye Care', false],
    ['an emoji (a surrogate pair)', 'glasses 👓', false],
    ['accents and CJK', 'Zoë 眼鏡', false],
    ['a NUL', 'a\u0000b', true],
    ['a NUL alone', '\u0000', true],
    ['a high surrogate alone', 'a\uD83Db', true],
    ['a high surrogate at the end', 'a\uD83D', true],
    ['a low surrogate alone', '\uDC53x', true],
    ['two high surrogates then a low', '\uD83D\uD83D\uDC53', true],
  ])('%s → %s', (_, text, refused) => {
    expect(hasForbiddenCharacter(text)).toBe(refused);
  });

  it('names every offending string and key by its path', () => {
    expect(forbiddenCharacterPaths({ a: 'ok', b: 'x\u0000', c: [{ d: '\uDC00' }, 'fine'], ['k\u0000']: 'v' })).toEqual(['b', 'c.0.d', 'k\uFFFD']);
    expect(forbiddenCharacterPaths('\u0000')).toEqual(['']);
    expect(forbiddenCharacterPaths({ n: 1, t: true, z: null, u: undefined, buf: Buffer.from([0]) })).toEqual([]);
  });

  it('walks deep nesting without overflowing the stack, and reports at most 20 fields', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(forbiddenCharacterPaths(deep)).toHaveLength(1);
    expect(forbiddenCharacterPaths(Array.from({ length: 100 }, () => '\u0000'))).toHaveLength(20);
  });
});
