import { describe, expect, it } from 'vitest';
import { formatDateTime, formatRange } from './format';

describe('booking time formatting (Asia/Shanghai)', () => {
  it('shows instants as Shanghai wall-clock time, whatever their offset', () => {
    expect(formatDateTime('2026-11-22T01:00:00Z')).toBe('2026-11-22 09:00');
    expect(formatDateTime('2026-11-22T09:30:00+08:00')).toBe('2026-11-22 09:30');
    expect(formatDateTime('2026-11-22T20:00:00-05:00')).toBe('2026-11-23 09:00');
  });

  it('joins a same-day range and spells out a cross-day one', () => {
    expect(formatRange('2026-11-22T09:00:00+08:00', '2026-11-22T10:30:00+08:00')).toBe('2026-11-22 09:00–10:30');
    expect(formatRange('2026-11-22T15:00:00Z', '2026-11-22T17:00:00Z')).toBe('2026-11-22 23:00 – 2026-11-23 01:00');
  });

  it('honours another zone', () => {
    expect(formatDateTime('2026-11-22T01:00:00Z', 'Europe/London')).toBe('2026-11-22 01:00');
  });
});
