import { describe, expect, it } from 'vitest';
import { asciiLower, centsAsDollars, countsAsSale, patientSearchText, placedByKey, roundCents, salesFiguresOf, searchWords, statusOptions } from '../../domain/reports/report-figures';

describe('report figures (D-173 … D-176)', () => {
  it.each([
    [{ accountNumber: '700000001', customerGroup: 'Staff' }, 'Practice', '700000001'],
    [{ accountNumber: '800000001', customerGroup: 'Practice' }, 'Practice', '800000001'],
    [{ accountNumber: '100000001', customerGroup: 'Patient' }, 'Patient', 'patient'],
    [{ accountNumber: 'system', customerGroup: 'System' }, 'Patient', 'patient'],
    [{ accountNumber: 'system', customerGroup: 'System' }, 'Practice', 'system'],
    [undefined, undefined, 'patient'],
  ] as const)('placed by %j (%s) → %s', (actor, placedBy, key) => {
    expect(placedByKey(actor, placedBy)).toBe(key);
  });

  it('cancelled orders are not sales; every other status is', () => {
    expect(['new', 'processing', 'shipped', 'delivered', 'delayed_delivery', 'shipped_error'].every(countsAsSale)).toBe(true);
    expect(countsAsSale('cancelled')).toBe(false);
  });

  it('net sales = subtotal − discounts (insurance apart), margin = net − cost, average order value to the cent', () => {
    expect(salesFiguresOf({ orders: 3, boxes: 9, units: 222, subTotalCents: 77_180, discountCents: 1000, insuranceCents: 500, costCents: 61_091 })).toEqual({
      orders: 3,
      boxes: 9,
      units: 222,
      subTotalCents: 77_180,
      discountCents: 1000,
      insuranceCents: 500,
      netSalesCents: 76_180,
      costCents: 61_091,
      marginCents: 15_089,
      averageOrderValueCents: 25_393, // 76,180 / 3 = 25,393.33
    });
    expect(salesFiguresOf({ orders: 2, boxes: 0, units: 0, subTotalCents: 101, discountCents: 0, insuranceCents: 0, costCents: 0 }).averageOrderValueCents).toBe(51); // 50.5 rounds half up
    expect(salesFiguresOf({ orders: 0, boxes: 0, units: 0, subTotalCents: 0, discountCents: 0, insuranceCents: 0, costCents: 0 }).averageOrderValueCents).toBe(0);
    expect([roundCents(2.5), roundCents(-2.5), roundCents(2.49)]).toEqual([3, -3, 2]);
  });

  it('search text and words agree on case; order ids are lower-cased the way SQL translate() does', () => {
    expect(patientSearchText('Zoë Carter', null, '100000001')).toBe('zoë carter  100000001');
    expect(asciiLower('SO-261101-ÄBC')).toBe('so-261101-Äbc');
    expect(searchWords('  Zoë   CARTER zoë ')).toEqual(['zoë', 'carter']);
    expect(searchWords(undefined)).toEqual([]);
  });

  it('dollars for the CSV and the status options of the filters', () => {
    expect([centsAsDollars(41_119), centsAsDollars(5), centsAsDollars(0), centsAsDollars(-1250)]).toEqual(['411.19', '0.05', '0.00', '-12.50']);
    const options = statusOptions();
    expect(options.map((o) => o.value)).toEqual(['new', 'processing', 'shipped', 'delivered', 'delayed_delivery', 'shipped_error', 'cancelled']);
    expect(options.find((o) => o.value === 'processing')!.label).toBe('Pending');
    expect(options.find((o) => o.value === 'shipped_error')!.label).toBe('Shipped (tracking unavailable)');
  });
});
