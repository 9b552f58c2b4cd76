import { describe, expect, it } from 'vitest';
import { totalsSource } from '../../query-api/routes/reports/order-status-query';

/** Which table answers the order-status totals (D-177, D-219): never one that could count an order twice. */
describe('totalsSource', () => {
  it.each([
    [{}, { table: 'daily' }],
    [{ status: ['new'], locationId: ['L1'], placedBy: ['patient'], from: '2026-01-01', to: '2026-02-01' }, { table: 'daily' }],
    [{ search: '   ' }, { table: 'daily' }],
    [{ brandId: ['B1'] }, { table: 'dailyKeys', kind: 'brand', id: 'B1' }],
    [{ brandId: ['B1', 'B1'], status: ['new'] }, { table: 'dailyKeys', kind: 'brand', id: 'B1' }],
    [{ manufacturerId: ['M1'], from: '2026-01-01' }, { table: 'dailyKeys', kind: 'manufacturer', id: 'M1' }],
    [{ productId: ['P1'], brandId: [] }, { table: 'dailyKeys', kind: 'product', id: 'P1' }],
    // An order with both keys would count twice in the per-key sums.
    [{ brandId: ['B1', 'B2'] }, { table: 'rows' }],
    [{ brandId: ['B1'], manufacturerId: ['M1'] }, { table: 'rows' }],
    [{ brandId: ['B1'], search: 'carter' }, { table: 'rows' }],
    [{ search: 'carter' }, { table: 'rows' }],
  ] as const)('%j → %j', (filters, expected) => {
    expect(totalsSource(filters as Parameters<typeof totalsSource>[0])).toEqual(expected);
  });
});
