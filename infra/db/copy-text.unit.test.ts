import { describe, expect, it } from 'vitest';
import { copyField, copyTextChunks } from './copy-text';

describe('COPY text format', () => {
  it.each([
    [null, '\\N'],
    [undefined, '\\N'],
    [true, 't'],
    [false, 'f'],
    [42, '42'],
    ['plain', 'plain'],
    ['tab\there', 'tab\\there'],
    ['line\nbreak\r', 'line\\nbreak\\r'],
    ['back\\slash', 'back\\\\slash'],
    [{ a: 'x\ny' }, '{"a":"x\\\\ny"}'],
    [[1, 'two'], '[1,"two"]'],
  ])('%j → %s', (value, text) => {
    expect(copyField(value)).toBe(text);
  });

  it('writes one line per row in the columns’ order, a missing key as NULL, in chunks of whole lines', () => {
    const rows = Array.from({ length: 50 }, (_, i) => ({ b: i % 2 === 0, a: `row ${i}`, c: i === 3 ? undefined : i }));
    const chunks = [...copyTextChunks(rows, ['a', 'b', 'c', 'd'], 100)];
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(chunk.endsWith('\n')).toBe(true);
    const lines = chunks.join('').split('\n').slice(0, -1);
    expect(lines).toHaveLength(50);
    expect(lines[0]).toBe('row 0\tt\t0\t\\N');
    expect(lines[3]).toBe('row 3\tf\t\\N\t\\N');
  });
});
