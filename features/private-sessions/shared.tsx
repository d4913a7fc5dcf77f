/**
 * Pieces shared by the private-session pages (docs/fitness-private.md): times on the wire carry the
 * campus offset (Asia/Shanghai), so their local date and clock are their first characters; a
 * session's state as a badge.
 */
import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SessionState } from '../../platform/contracts/private-session.contract';

/** `YYYY-MM-DD HH:mm` of a wire time (already in the campus's offset). */
export const wireDateTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
/** `HH:mm` of a wire time. */
export const wireClock = (iso: string) => iso.slice(11, 16);

/** A session's state as a coloured badge. */
export function StateBadge({ state }: { state: SessionState }) {
  const { t } = useTranslation('clubPrivate');
  const palette = { booked: 'blue', attended: 'green', noShow: 'red', cancelled: 'gray', lateCancelled: 'orange' };
  return <Badge colorPalette={palette[state]}>{t(`state.${state}`)}</Badge>;
}

/** The Monday (ISO date) of the week of ISO `date`. */
export function mondayOf(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  const back = (d.getUTCDay() + 6) % 7;
  d.setUTCDate(d.getUTCDate() - back);
  return d.toISOString().slice(0, 10);
}

/**
 * Parses a day's ranges written `09:00-12:00,14:00-20:00` into `[from, to)` minutes; empty → none.
 * @returns null when a range is malformed or not from < to
 */
export function parseRanges(text: string): [number, number][] | null {
  const out: [number, number][] = [];
  for (const part of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const m = /^(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})$/.exec(part);
    if (!m) return null;
    const from = Number(m[1]) * 60 + Number(m[2]);
    const to = Number(m[3]) * 60 + Number(m[4]);
    if (from >= to || to > 1440) return null;
    out.push([from, to]);
  }
  return out;
}

/** `[from, to)` minute ranges written back as `09:00-12:00,14:00-20:00`. */
export function formatRanges(ranges: [number, number][] | undefined): string {
  const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  return (ranges ?? []).map(([a, b]) => `${hhmm(a)}-${hhmm(b)}`).join(',');
}
