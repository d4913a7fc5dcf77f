/**
 * /resourceStatus — the live board of the sites (spec §2 base admin pages):
 * what every enabled site is doing now. Access `resv:resourceStatus:page`.
 *
 * A site's state, the first that applies:
 * - `inUse`: an approved or checked-in booking covers now (`current`);
 * - `held`: someone is booking it — a live hold (`site_hold` with `expires_at > now`,
 *   `heldUntil`) — or a booking awaiting approval covers now (`current`);
 * - `closed`: now is outside its opening hours, or a closure covers today (`closedBy`);
 * - `free`.
 * Each site also names its next booking (pending or approved, starting after now).
 * Times are ISO-8601 with the campus's offset.
 */
import { z } from 'zod';
import { defineCall } from './define-call';
import { Id, IsoDateTime } from './common';

/** free | held | inUse | closed. */
export const SiteState = z.enum(['free', 'held', 'inUse', 'closed']);
export type SiteState = z.infer<typeof SiteState>;

/** A booking as the board shows it: who, when, in which state. */
export const BoardBooking = z.object({
  reservationId: z.number().int(),
  userName: z.string(),
  account: z.string(),
  start: IsoDateTime,
  end: IsoDateTime,
  status: z.enum(['pendingAudit', 'approved', 'checkedIn']),
});
export type BoardBooking = z.infer<typeof BoardBooking>;

/** One site on the board. */
export const BoardSite = z.object({
  siteId: z.number().int(),
  siteName: z.string(),
  sceneId: z.number().int(),
  /** In the caller's language. */
  sceneName: z.string(),
  campusId: z.number().int(),
  /** `campus / building / floor`. */
  place: z.string(),
  kind: z.enum(['single', 'capacity']),
  capacity: z.number().int(),
  state: SiteState,
  /** The booking covering now (approved or checked in first), if any. */
  current: BoardBooking.nullable(),
  /** Bookings covering now (more than one only on capacity sites). */
  currentCount: z.number().int(),
  /** The latest expiry of its live holds, if any. */
  heldUntil: IsoDateTime.nullable(),
  /** Why it is closed now: outside its opening hours, or a closure (with its reason). */
  closedBy: z.object({ kind: z.enum(['hours', 'closure']), reason: z.string().nullable() }).nullable(),
  /** Its next booking starting after now, if any. */
  next: BoardBooking.nullable(),
});
export type BoardSite = z.infer<typeof BoardSite>;

export const resourceStatusList = defineCall({
  method: 'GET',
  path: '/resv/resourceStatus/list',
  access: 'resv:resourceStatus:page',
  summary:
    'The state now (free, held, in use, closed) of every enabled site, filtered by campus and scene, with ' +
    'the current booker, the next booking and the counts per state.',
  input: z.object({ campusId: Id.optional(), sceneId: Id.optional() }),
  output: z.object({
    /** The instant the board describes. */
    at: IsoDateTime,
    counts: z.object({
      free: z.number().int(),
      held: z.number().int(),
      inUse: z.number().int(),
      closed: z.number().int(),
    }),
    sites: z.array(BoardSite),
  }),
  errors: [],
});
