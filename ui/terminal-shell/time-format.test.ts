/**
 * Time labels on a daylight-saving day: the hour a backward change repeats is told apart
 * by the zone's name in the viewer's language; other times stay plain `HH:mm`, always in
 * the site's zone, whatever the browser's.
 */
import { describe, expect, it } from 'vitest';
import { formatTime, formatTimeRange, isRepeatedWallTime } from './time-format';

const NY = 'America/New_York';

describe('formatTime on daylight-saving days', () => {
  it('names the zone of each of the two 01:00 of 2026-11-01 in New York, per language', () => {
    expect(formatTimeRange('2026-11-01T01:00:00-04:00', '2026-11-01T01:00:00-05:00', NY, 'EN')).toBe(
      '01:00 (EDT)–01:00 (EST)',
    );
    expect(formatTimeRange('2026-11-01T01:00:00-05:00', '2026-11-01T02:00:00-05:00', NY, 'EN')).toBe(
      '01:00 (EST)–02:00',
    );
    expect(formatTime('2026-11-01T01:30:00-04:00', NY, 'CN')).toBe('01:30 (GMT-4)');
    expect(formatTime('2026-11-01T01:30:00-05:00', NY, 'CN')).toBe('01:30 (GMT-5)');
    expect(formatTime('2026-11-01T01:00:00-05:00', NY, 'TC')).toBe('01:00 (EST)');
    expect(formatTime('2026-11-01T00:00:00-04:00', NY, 'EN')).toBe('00:00');
  });

  it('keeps the spring-forward day plain: 01:00–03:00 is one hour', () => {
    expect(formatTimeRange('2026-03-08T01:00:00-05:00', '2026-03-08T03:00:00-04:00', NY, 'EN')).toBe('01:00–03:00');
  });

  it('does the same for London and reads wire times from any offset in the site zone', () => {
    expect(formatTime('2026-10-25T00:00:00Z', 'Europe/London', 'EN')).toBe('01:00 (GMT+1)');
    expect(formatTime('2026-10-25T01:00:00Z', 'Europe/London', 'EN')).toBe('01:00 (GMT)');
    expect(formatTime('2026-11-01T14:00:00+08:00', NY, 'EN')).toBe('01:00 (EST)');
    expect(formatTime('2026-11-01T13:00:00+08:00', 'Asia/Shanghai', 'EN')).toBe('13:00');
  });

  it('finds the repeated times and nothing else', () => {
    const at = (iso: string) => isRepeatedWallTime(new Date(iso), NY);
    expect(
      [
        '2026-11-01T00:59:00-04:00',
        '2026-11-01T01:00:00-04:00',
        '2026-11-01T01:59:00-05:00',
        '2026-11-01T02:00:00-05:00',
      ].map(at),
    ).toEqual([false, true, true, false]);
    expect(isRepeatedWallTime(new Date('2026-11-01T01:00:00-04:00'), '-04:00')).toBe(false);
  });
});
