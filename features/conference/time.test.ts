import { describe, expect, it } from 'vitest';
import { nextMeetingHour } from './time';

describe('nextMeetingHour', () => {
  it('offers the next whole campus hour, for one hour and 5 people', () => {
    // 12:50 in Shanghai (04:50 UTC).
    expect(nextMeetingHour(Date.parse('2026-11-29T04:50:00Z'))).toEqual({
      date: '2026-11-29',
      from: '13:00',
      to: '14:00',
      attendees: 5,
    });
  });

  it('offers 21:00 as the last start of the day, and tomorrow 09:00 after it', () => {
    expect(nextMeetingHour(Date.parse('2026-11-29T12:30:00Z')).from).toBe('21:00');
    expect(nextMeetingHour(Date.parse('2026-11-29T13:30:00Z'))).toEqual({
      date: '2026-11-30',
      from: '09:00',
      to: '10:00',
      attendees: 5,
    });
  });

  it('counts the date in the campus zone, not in UTC', () => {
    // 23:30 UTC on the 28th is 07:30 on the 29th in Shanghai.
    expect(nextMeetingHour(Date.parse('2026-11-28T23:30:00Z'))).toMatchObject({ date: '2026-11-29', from: '08:00' });
  });
});
