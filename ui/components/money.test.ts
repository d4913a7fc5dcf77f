import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('shows cents as yuan with two decimals in each language', () => {
    expect(formatMoney(123450, 'CN')).toBe('¥1,234.50');
    expect(formatMoney(123450, 'EN')).toBe('CN¥1,234.50');
    expect(formatMoney(5, 'TC')).toMatch(/0\.05$/);
    expect(formatMoney(0, 'EN')).toBe('CN¥0.00');
  });

  it('keeps exact cents on large amounts and signs negatives', () => {
    expect(formatMoney(9_999_999_999_999_99, 'CN')).toBe('¥9,999,999,999,999.99');
    expect(formatMoney(-1207, 'EN')).toBe('-CN¥12.07');
  });
});
