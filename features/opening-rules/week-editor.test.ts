/** The week editor's pure logic: conversions, range edits, copying Monday, problems. */
import { describe, expect, it } from 'vitest';
import { Code } from '../../platform/protocol/codes';
import {
  addRange,
  copyMonday,
  emptyWeek,
  openingsOfWeek,
  removeRange,
  setTime,
  weekFromOpenings,
  weekProblems,
} from './week-editor';

const seeded = weekFromOpenings([
  { weekDay: 'MON', openTime: '08:00', closeTime: '12:00' },
  { weekDay: 'MON', openTime: '14:00', closeTime: '22:00' },
  { weekDay: 'STA', openTime: '09:00', closeTime: '24:00' },
]);

describe('week draft', () => {
  it('round-trips stored openings in week order, days without ranges closed', () => {
    expect(seeded.TUE).toEqual([]);
    expect(openingsOfWeek(seeded)).toEqual([
      { weekDay: 'MON', openTime: '08:00', closeTime: '12:00' },
      { weekDay: 'MON', openTime: '14:00', closeTime: '22:00' },
      { weekDay: 'STA', openTime: '09:00', closeTime: '24:00' },
    ]);
    expect(openingsOfWeek(emptyWeek())).toEqual([]);
  });

  it('adds 08:00–22:00 to a closed day, else one slot after the last range (capped at 24:00)', () => {
    expect(addRange(seeded, 'TUE', 60).TUE).toEqual([{ openTime: '08:00', closeTime: '22:00' }]);
    expect(addRange(seeded, 'MON', 30).MON[2]).toEqual({ openTime: '22:00', closeTime: '22:30' });
    expect(addRange(seeded, 'STA', 60).STA[1]).toEqual({ openTime: '24:00', closeTime: '24:00' });
    expect(seeded.TUE).toEqual([]); // not mutated
  });

  it('edits and removes ranges without touching other days', () => {
    const edited = setTime(seeded, 'MON', 1, 'closeTime', '20:00');
    expect(edited.MON[1]).toEqual({ openTime: '14:00', closeTime: '20:00' });
    expect(seeded.MON[1].closeTime).toBe('22:00');
    const removed = removeRange(edited, 'MON', 0);
    expect(removed.MON).toEqual([{ openTime: '14:00', closeTime: '20:00' }]);
    expect(removed.STA).toBe(seeded.STA);
  });

  it('copies Monday to Tuesday–Friday, or to every day', () => {
    const weekdays = copyMonday(seeded);
    for (const d of ['TUE', 'WED', 'THU', 'FRI'] as const) expect(weekdays[d]).toEqual(seeded.MON);
    expect(weekdays.STA).toEqual(seeded.STA);
    expect(weekdays.SUN).toEqual([]);
    const all = copyMonday(seeded, true);
    for (const d of ['STA', 'SUN'] as const) expect(all[d]).toEqual(seeded.MON);
    all.TUE[0].openTime = '07:00';
    expect(all.MON[0].openTime).toBe('08:00'); // copies, not shared objects
  });
});

describe('problems', () => {
  it('has none for a valid week', () => {
    expect(weekProblems(seeded, 60)).toEqual([]);
    expect(weekProblems(seeded, 30)).toEqual([]);
  });

  it('reports badly formed times first, located at their day and range', () => {
    const week = setTime(setTime(seeded, 'MON', 1, 'openTime', '2pm'), 'STA', 0, 'closeTime', '24:30');
    expect(weekProblems(week, 60)).toEqual([
      { kind: 'format', weekDay: 'MON', index: 1 },
      { kind: 'format', weekDay: 'STA', index: 0 },
    ]);
  });

  it('reports the server rules: close after open, whole slots, no overlap in a day', () => {
    let week = setTime(seeded, 'MON', 1, 'openTime', '11:00'); // overlaps 08:00–12:00
    week = setTime(week, 'STA', 0, 'openTime', '09:15'); // 885 minutes: not whole 60-minute slots
    week = { ...week, SUN: [{ openTime: '10:00', closeTime: '10:00' }] };
    const problems = weekProblems(week, 60);
    expect(problems.map((p) => [p.weekDay, p.index, p.kind === 'rule' ? p.problem.code : null])).toEqual([
      ['MON', 1, Code.OPENING_OVERLAP],
      ['STA', 0, Code.OPENING_NOT_WHOLE_SLOTS],
      ['SUN', 0, Code.OPENING_RANGE_INVALID],
    ]);
    const overlap = problems[0];
    expect(overlap.kind === 'rule' && overlap.problem.params).toEqual({
      weekDay: 'MON',
      open: '11:00',
      close: '22:00',
      other: '08:00–12:00',
    });
    expect(weekProblems(week, 15).map((p) => p.weekDay)).toEqual(['MON', 'SUN']);
  });
});
