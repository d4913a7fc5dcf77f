/** The slot grid and campus-time helpers (pure). */
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addLocalDays,
  clockTime,
  localDateOf,
  localInstant,
  toWireTime,
  wallInstants,
  wallMinutesOf,
  weekDayOf,
} from './campus-time';
import { dayGrid, type OpeningRange } from './slot-grid';

const wire = (d: Date) => toWireTime(d, 'Asia/Shanghai');

describe('campus time', () => {
  it('names week days with spec §9 codes (STA = Saturday)', () => {
    expect(['2026-11-21', '2026-11-22', '2026-11-23'].map(weekDayOf)).toEqual(['STA', 'SUN', 'MON']);
  });

  it('converts between local wall-clock and instants', () => {
    expect(localInstant('2026-11-22', 9 * 60, 'Asia/Shanghai').toISOString()).toBe('2026-11-22T01:00:00.000Z');
    expect(localInstant('2026-11-22', 24 * 60, 'Asia/Shanghai').toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(localDateOf(new Date('2026-11-22T16:30:00Z'), 'Asia/Shanghai')).toBe('2026-11-23');
    expect(wire(new Date('2026-11-22T01:00:00Z'))).toBe('2026-11-22T09:00:00+08:00');
    expect(toWireTime(new Date('2026-11-22T01:00:00Z'), 'UTC')).toBe('2026-11-22T01:00:00+00:00');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('follows daylight saving time in zones that have it', () => {
    const ny = 'America/New_York';
    expect(toWireTime(localInstant('2026-03-08', 150, ny), ny)).toBe('2026-03-08T03:30:00-04:00');
    expect(wallInstants('2026-03-08', 150, ny)).toEqual([]);
    expect(wallInstants('2026-11-01', 90, ny).map((d) => toWireTime(d, ny))).toEqual([
      '2026-11-01T01:30:00-04:00',
      '2026-11-01T01:30:00-05:00',
    ]);
    expect(wallInstants('2026-11-01', 150, ny).map((d) => toWireTime(d, ny))).toEqual(['2026-11-01T02:30:00-05:00']);
    expect(wallMinutesOf(new Date('2026-11-01T06:00:00Z'), '2026-11-01', ny)).toBe(60);
    expect(wallMinutesOf(new Date('2026-11-02T05:00:00Z'), '2026-11-01', ny)).toBe(1440);
    expect(toWireTime(addLocalDays(new Date('2026-10-31T13:00:00Z'), 2, ny), ny)).toBe('2026-11-02T09:00:00-05:00');
    expect([5, 6, 7].map((h) => clockTime(new Date(Date.UTC(2026, 10, 1, h)), ny))).toEqual([
      '01:00 (UTC-04:00)',
      '01:00 (UTC-05:00)',
      '02:00',
    ]);
    expect(clockTime(new Date('2026-11-01T01:00:00Z'), 'Asia/Shanghai')).toBe('09:00');
  });
});

describe('dayGrid', () => {
  const split: OpeningRange[] = [
    { weekDay: 'MON', openTime: '08:00', closeTime: '12:00' },
    { weekDay: 'MON', openTime: '14:00', closeTime: '16:00' },
    { weekDay: 'TUE', openTime: '07:00', closeTime: '09:00' },
  ];

  it('spans the first opening to the last closing, the gap closed', () => {
    const grid = dayGrid('2026-11-23', 'Asia/Shanghai', 60, split);
    expect(grid.map((s) => [wire(s.start).slice(11, 16), s.open])).toEqual([
      ['08:00', true],
      ['09:00', true],
      ['10:00', true],
      ['11:00', true],
      ['12:00', false],
      ['13:00', false],
      ['14:00', true],
      ['15:00', true],
    ]);
  });

  it("shows a day without hours as the week's usual grid, all closed", () => {
    const grid = dayGrid('2026-11-22', 'Asia/Shanghai', 60, split);
    expect(grid).toHaveLength(9);
    expect(wire(grid[0].start)).toBe('2026-11-22T07:00:00+08:00');
    expect(grid.every((s) => !s.open)).toBe(true);
  });

  it('keeps only whole slots and handles 24:00', () => {
    const allDay = dayGrid('2026-11-22', 'Asia/Shanghai', 30, [
      { weekDay: 'SUN', openTime: '00:00', closeTime: '24:00' },
    ]);
    expect(allDay).toHaveLength(48);
    expect(wire(allDay[47].end)).toBe('2026-11-23T00:00:00+08:00');
    expect(
      dayGrid('2026-11-22', 'Asia/Shanghai', 60, [{ weekDay: 'SUN', openTime: '08:00', closeTime: '09:30' }]),
    ).toHaveLength(1);
    expect(dayGrid('2026-11-22', 'Asia/Shanghai', 60, [])).toEqual([]);
  });
});
