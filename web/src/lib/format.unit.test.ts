import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatLocalDateTime, formatUsPhone, maskUsDateInput, maskUsPhoneInput } from './format';

describe('display formats', () => {
  it.each([
    ['04/12/1988', '04/12/1988'],
    ['1988-04-12', '04/12/1988'],
    ['1988-04-12T00:00:00.000Z', '04/12/1988'],
    [null, ''],
  ])('shows the date %s as %s (MM/dd/yyyy)', (input, shown) => {
    expect(formatCalendarDate(input)).toBe(shown);
  });

  it.each([
    ['5125550143', '(512) 555-0143'],
    ['15125550143', '(512) 555-0143'],
    ['12345', '12345'],
    [null, ''],
  ])('shows the phone %s as %s', (input, shown) => {
    expect(formatUsPhone(input)).toBe(shown);
  });
});

describe('input filters', () => {
  it.each([
    ['0', '0'],
    ['031', '03/1'],
    ['03141992', '03/14/1992'],
    ['03/14/1992', '03/14/1992'],
    ['03-14-19921234', '03/14/1992'],
  ])('types a date %s as %s', (raw, masked) => {
    expect(maskUsDateInput(raw)).toBe(masked);
  });

  it.each([
    ['5', '(5'],
    ['5125', '(512) 5'],
    ['512555014312', '(512) 555-0143'],
    ['', ''],
  ])('types a phone %s as %s', (raw, masked) => {
    expect(maskUsPhoneInput(raw)).toBe(masked);
  });

  it('shows an instant as the local date and time, to the second when asked', () => {
    const at = new Date(2026, 2, 1, 15, 7, 9).toISOString();
    expect(formatLocalDateTime(at)).toBe('03/01/2026 3:07 PM');
    expect(formatLocalDateTime(at, { seconds: true })).toBe('03/01/2026 3:07:09 PM');
    expect(formatLocalDateTime(new Date(2026, 11, 31, 0, 5).toISOString())).toBe('12/31/2026 12:05 AM');
    expect(formatLocalDateTime('not a date')).toBe('not a date');
    expect(formatLocalDateTime(null)).toBe('');
  });
});
