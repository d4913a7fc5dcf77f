/**
 * The shared pricing of meeting service orders: goods × quantity, per dining type its first
 * standard × attendees (each type once, types without a standard add nothing), total = Σ lines.
 */
import { describe, expect, it } from 'vitest';
import { diningLines, orderTotalCents, pricedLine } from './reserve-order-pricing';

const STANDARDS = [
  { id: 7, name: 'Working lunch', diningTypeCode: 'lunch', pricePerPersonCents: 4500 },
  { id: 8, name: 'Business lunch', diningTypeCode: 'lunch', pricePerPersonCents: 8800 },
  { id: 9, name: 'Tea break', diningTypeCode: 'teaBreak', pricePerPersonCents: 3000 },
];

describe('reserve order pricing', () => {
  it('prices goods as unit price × quantity', () => {
    expect(pricedLine('merchandise', { id: 1, name: 'Tea', unit: 'pot', unitPriceCents: 2000 }, 3)).toEqual({
      kind: 'merchandise',
      refId: 1,
      name: 'Tea',
      unit: 'pot',
      unitPriceCents: 2000,
      quantity: 3,
      amountCents: 6000,
    });
  });

  it('prices each chosen dining type once by its first standard × attendees', () => {
    const lines = diningLines(STANDARDS, ['lunch', 'teaBreak', 'lunch', 'dinner'], 12);
    expect(lines.map((l) => [l.refId, l.unitPriceCents, l.quantity, l.amountCents])).toEqual([
      [7, 4500, 12, 54_000],
      [9, 3000, 12, 36_000],
    ]);
    expect(diningLines(STANDARDS, [], 12)).toEqual([]);
  });

  it('totals every line, dining included', () => {
    const goods = pricedLine('item', { id: 5, name: 'Projector', unitPriceCents: 1600 }, 1);
    expect(orderTotalCents([goods, ...diningLines(STANDARDS, ['lunch'], 10)])).toBe(1600 + 45_000);
    expect(orderTotalCents([])).toBe(0);
  });
});
