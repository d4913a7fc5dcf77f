/**
 * The live board's states (/resourceStatus): from a site's read row, its opening
 * hours and the closures of today, what it is doing now — inUse > held > closed > free
 * (platform/contracts/resource-status.contract.ts). "Closed" reuses the booking engine's
 * own definitions: the slot grid of the local day (slot-grid.ts: now must lie in an open
 * slot) and the closures that apply to the site (open-rule/closure.queries.ts).
 */
import type { BoardBooking, BoardSite, SiteState } from '../../../platform/contracts/resource-status.contract';
import type { Lang } from '../../../platform/i18n/languages';
import { byLang } from '../../plugins/i18n';
import { closureOn, type Closure } from '../open-rule/closure.queries';
import { localDateOf, toWireTime } from '../reserve/campus-time';
import { dayGrid, type OpeningRange } from '../reserve/slot-grid';
import type { BoardBookingRow, BoardRow } from './board.queries';

/**
 * Why a site is closed at `now`, or null when it is open: a closure of its local date
 * first, else no open slot of its grid containing now.
 */
export function closedBy(
  row: Pick<BoardRow, 'siteId' | 'sceneId' | 'timeZone' | 'slotMinutes'>,
  hours: readonly OpeningRange[],
  closures: readonly Closure[],
  now: Date,
): BoardSite['closedBy'] {
  const date = localDateOf(now, row.timeZone);
  const closure = closureOn(closures, { id: row.siteId, sceneId: row.sceneId }, date);
  if (closure) return { kind: 'closure', reason: closure.reason };
  const slot = dayGrid(date, row.timeZone, row.slotMinutes, hours).find((s) => s.start <= now && now < s.end);
  return slot?.open ? null : { kind: 'hours', reason: null };
}

/** The state from what covers now: an approved / checked-in booking, a pending one or a live hold, a closure. */
export function stateOf(
  current: BoardBookingRow | null,
  heldUntil: Date | null,
  closed: BoardSite['closedBy'],
): SiteState {
  if (current && current.status !== 'pendingAudit') return 'inUse';
  if (current || heldUntil) return 'held';
  return closed ? 'closed' : 'free';
}

function bookingOut(b: BoardBookingRow | null, timeZone: string): BoardBooking | null {
  if (!b) return null;
  return {
    reservationId: b.id,
    userName: b.userName,
    account: b.account,
    status: b.status as BoardBooking['status'],
    start: toWireTime(b.startAt, timeZone),
    end: toWireTime(b.endAt, timeZone),
  };
}

/** One site of the board on the wire. */
export function boardSite(
  row: BoardRow,
  hours: readonly OpeningRange[],
  closures: readonly Closure[],
  now: Date,
  lang: Lang,
): BoardSite {
  const closed = closedBy(row, hours, closures, now);
  return {
    siteId: row.siteId,
    siteName: row.siteName,
    sceneId: row.sceneId,
    sceneName: byLang(lang, row.scene.nameCn, row.scene.nameEn, row.scene.nameTc),
    campusId: row.campusId,
    place: `${row.campusName} / ${row.buildingName} / ${row.floorName}`,
    kind: row.kind,
    capacity: row.capacity,
    state: stateOf(row.current, row.heldUntil, closed),
    current: bookingOut(row.current, row.timeZone),
    currentCount: row.currentCount,
    heldUntil: row.heldUntil ? toWireTime(row.heldUntil, row.timeZone) : null,
    closedBy: closed,
    next: bookingOut(row.next, row.timeZone),
  };
}
