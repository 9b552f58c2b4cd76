import { describe, expect, it } from 'vitest';
import { formatHistoryTime, onBehalfText, whoText } from './format-entry';

describe('history entry text', () => {
  it('shows local date and time as MM/dd/yyyy h:mm a', () => {
    const at = new Date(2026, 2, 1, 15, 7).toISOString();
    expect(formatHistoryTime(at)).toBe('03/01/2026 3:07 PM');
    expect(formatHistoryTime(new Date(2026, 11, 31, 0, 5).toISOString())).toBe('12/31/2026 12:05 AM');
    expect(formatHistoryTime('not a date')).toBe('not a date');
  });

  it('names who acted, with their group, and the impersonating CSR', () => {
    const entry = { actor: { accountNumber: '700000001', name: 'Jane Smith', group: 'Staff' }, impersonator: { accountNumber: '900000001', name: 'Alex Kim' } };
    expect(whoText(entry)).toBe('Jane Smith (staff)');
    expect(onBehalfText(entry)).toBe('by CSR Alex Kim on their behalf');
    expect(whoText({ actor: { accountNumber: null, name: 'Your practice', group: 'Staff' } })).toBe('Your practice');
    expect(whoText({ actor: { accountNumber: null, name: 'Fulfilment', group: 'System' } })).toBe('Fulfilment');
    expect(onBehalfText({ impersonator: { accountNumber: null, name: 'Lensloop support' } })).toBe('by Lensloop support on their behalf');
    expect(onBehalfText({ impersonator: null })).toBeNull();
  });
});
