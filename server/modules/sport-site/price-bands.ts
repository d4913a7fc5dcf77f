/**
 * Prices of sport sites from their bands (docs/fitness-sites.md): a band is ISO week days, a local
 * `HH:mm` range [from, to) and a price per hour in cents. Pure.
 */
import type { PriceBand } from '../../../platform/contracts/sport-site.contract';

/** Minutes after local midnight of `HH:mm` ('24:00' is 1440). */
export function minutesOf(clock: string): number {
  const [h, m] = clock.split(':').map(Number);
  return h * 60 + m;
}

/** The first band whose from is not before its to, or null when every band is a range. */
export function invalidBand(bands: readonly PriceBand[]): PriceBand | null {
  return bands.find((b) => minutesOf(b.from) >= minutesOf(b.to)) ?? null;
}

/** A local piece of a booking: ISO week day 1–7 and minutes [from, to) of that local day. */
export interface LocalPiece {
  isoWeekDay: number;
  from: number;
  to: number;
}

/**
 * The price in cents of the local pieces of a booking: each minute is priced by the first band (in the
 * stored order) covering its week day and time, at the band's price per hour / 60; a minute no band covers
 * is free. Rounded once, to the nearest cent, at the end.
 */
export function priceOfPieces(bands: readonly PriceBand[], pieces: readonly LocalPiece[]): number {
  let centMinutes = 0;
  for (const piece of pieces) {
    for (let minute = piece.from; minute < piece.to; minute++) {
      const band = bands.find(
        (b) => b.weekDays.includes(piece.isoWeekDay) && minutesOf(b.from) <= minute && minute < minutesOf(b.to),
      );
      if (band) centMinutes += band.priceCents;
    }
  }
  return Math.round(centMinutes / 60);
}

const WEEK_DAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** The local week day and minute of `instant` in `timeZone`. */
function localOf(instant: Date, timeZone: string): { day: string; isoWeekDay: number; minute: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    isoWeekDay: WEEK_DAYS[parts.weekday],
    minute: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** The price in cents of [start, end) in `timeZone` under `bands` (split at local midnights, minute steps). */
export function priceOf(bands: readonly PriceBand[], start: Date, end: Date, timeZone: string): number {
  if (!bands.length) return 0;
  const pieces: LocalPiece[] = [];
  for (let at = start.getTime(); at < end.getTime();) {
    const local = localOf(new Date(at), timeZone);
    const left = Math.ceil((end.getTime() - at) / 60_000);
    const to = Math.min(1440, local.minute + left);
    pieces.push({ isoWeekDay: local.isoWeekDay, from: local.minute, to });
    at += (to - local.minute) * 60_000;
  }
  return priceOfPieces(bands, pieces);
}
