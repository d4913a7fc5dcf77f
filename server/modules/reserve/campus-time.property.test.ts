/**
 * The day's wire clock (campus-time.ts `wireClockOf`) writes every instant of a local day
 * exactly as `toWireTime` does, over every IANA zone of the runtime and every day of 2026,
 * daylight-saving days among them: its arithmetic shortcut is taken only where it is exact.
 */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { addDays, localInstant, toWireTime, wireClockOf } from './campus-time';

const ZONES = Intl.supportedValuesOf('timeZone');
const DATES = Array.from({ length: 365 }, (_, i) => addDays('2026-01-01', i));

it('writes the instants of a day as toWireTime does', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...ZONES),
      fc.constantFrom(...DATES),
      fc.array(fc.integer({ min: 0, max: 1440 }), { minLength: 1, maxLength: 20 }),
      (zone, date, minutes) => {
        const wire = wireClockOf(date, zone);
        for (const m of minutes) {
          const instant = localInstant(date, m, zone);
          expect(wire(instant)).toBe(toWireTime(instant, zone));
        }
      },
    ),
    { numRuns: 2000 },
  );
});

it('writes the instants around the 2026 transitions of New York as toWireTime does', () => {
  for (const date of ['2026-03-07', '2026-03-08', '2026-03-09', '2026-10-31', '2026-11-01', '2026-11-02']) {
    const wire = wireClockOf(date, 'America/New_York');
    for (let m = 0; m <= 1440; m += 15) {
      const instant = localInstant(date, m, 'America/New_York');
      expect(wire(instant)).toBe(toWireTime(instant, 'America/New_York'));
    }
  }
});
