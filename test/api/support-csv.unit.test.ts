import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../../query-api/lib/csv';

describe('CSV export cells (RFC 4180, no formula injection)', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+1 555', "'+1 555"],
    ['-5', "'-5"],
    ['@cmd', "'@cmd"],
    [null, ''],
    [undefined, ''],
    [42, '42'],
    [-3, '-3'],
  ])('%j → %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('joins rows with CRLF and ends with one', () => {
    expect(toCsv([['a', 'b'], ['c,d', null]])).toBe('a,b\r\n"c,d",\r\n');
  });
});
