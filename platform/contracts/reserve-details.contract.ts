/**
 * The booker's side of bookings beyond the wizard (spec §7 /api/reserve/): a
 * booking with its people (`details`, `details/update`), the sites the caller books most
 * (`commonlyUsed`), alternatives to a taken range (`recommend`) and the caller's past
 * bookings (`history/page`, spec §2 /history).
 *
 * Participants are the people of a booking besides its booker (GLOSSARY "participants /
 * leader"): a registered user (`userId`, named by the server from the account) or a guest
 * by name with an optional phone; at most one is the leader. How many a booking needs is
 * the reservation rule's `participantsMin` / `participantsMax` (the rule the booking was
 * admitted by; none: no limit).
 */
import { z } from 'zod';
import { defineCall } from './define-call';
import { Code } from '../protocol/codes';
import { Id, IsoDate, IsoDateTime, NoInput } from './common';
import { PageQuery, pageOf } from '../protocol/envelope';
import { ParticipantInput, PARTICIPANTS_MAX, Reservation, ReservationDetail } from './reserve.contract';

/** The participant fields and limits are the booking's (reserve.contract.ts); re-exported for this call's users. */
export { ParticipantInput, PARTICIPANT_NAME_MAX, PARTICIPANT_PHONE_MAX, PARTICIPANTS_MAX } from './reserve.contract';

/** A stored participant: `userId` null for a guest; `account` the user's (null for a guest). */
export const Participant = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  account: z.string().nullable(),
  name: z.string(),
  phone: z.string().nullable(),
  isLeader: z.boolean(),
});
export type Participant = z.infer<typeof Participant>;

/**
 * A booking with its people: everything of `current/detail`, the participants (in the
 * order they were given), the leader among them (or null), the rule's bounds
 * (`participantsMax` null: no limit) and whether the caller may change it now.
 */
export const ReservationWithPeople = ReservationDetail.extend({
  participants: z.array(Participant),
  leader: Participant.nullable(),
  participantsMin: z.number().int().min(0),
  participantsMax: z.number().int().min(0).nullable(),
  /** The caller owns it, it is pendingAudit or approved, and it has not started. */
  editable: z.boolean(),
});
export type ReservationWithPeople = z.infer<typeof ReservationWithPeople>;

export const reserveDetails = defineCall({
  method: 'GET',
  path: '/api/reserve/details',
  access: 'user',
  summary: 'One booking with its participants and leader; for its owner and holders of resv:manage:list only.',
  input: z.object({ id: Id }),
  output: ReservationWithPeople,
  errors: [Code.RESERVATION_NOT_FOUND],
});

export const reserveDetailsUpdate = defineCall({
  method: 'POST',
  path: '/api/reserve/details/update',
  access: 'user',
  summary:
    "Changes the subject, phone, remark and participants of the caller's own booking before it starts " +
    "(pending or booked), within its rule's participant bounds. Omitted texts are cleared.",
  input: z.object({
    id: Id,
    subject: z.string().trim().max(100).optional(),
    phone: z.string().trim().max(20).optional(),
    remark: z.string().trim().max(500).optional(),
    participants: z.array(ParticipantInput).max(PARTICIPANTS_MAX),
  }),
  output: ReservationWithPeople,
  errors: [
    Code.RESERVATION_NOT_FOUND,
    Code.PARTICIPANTS_TOO_FEW,
    Code.PARTICIPANTS_TOO_MANY,
    Code.USER_NOT_FOUND,
    Code.PEOPLE_NOT_SELF,
    Code.PARTICIPANT_DUPLICATE,
    Code.PARTICIPANT_LEADERS,
    Code.RESERVATION_NOT_EDITABLE,
    Code.WORD_REFUSED,
  ],
});

/** The people of a booking: its participants (in the order given) and the leader among them. */
export const ReservationPeople = z.object({ participants: z.array(Participant), leader: Participant.nullable() });
export type ReservationPeople = z.infer<typeof ReservationPeople>;

export const reservePerson = defineCall({
  method: 'GET',
  path: '/api/reserve/person',
  access: 'user',
  summary: 'The participants and the leader of one booking; for its owner and holders of resv:manage:list only.',
  input: z.object({ id: Id }),
  output: ReservationPeople,
  errors: [Code.RESERVATION_NOT_FOUND],
});

/**
 * Makes participant `participantId` of the caller's own booking its leader, or, with
 * null, leaves it without one — under the same conditions as `details/update` (pending or
 * booked, not started).
 */
export const reserveLeader = defineCall({
  method: 'POST',
  path: '/api/reserve/leader',
  access: 'user',
  summary: "Choose the leader among the participants of the caller's own booking before it starts (null: none).",
  input: z.object({ id: Id, participantId: Id.nullable() }),
  output: ReservationWithPeople,
  errors: [Code.RESERVATION_NOT_FOUND, Code.RESERVATION_NOT_EDITABLE, Code.PARTICIPANT_NOT_FOUND],
});

/** Most sites `commonlyUsed` answers, and the days it looks back. */
export const COMMONLY_USED_LIMIT = 6;
export const COMMONLY_USED_DAYS = 90;

/** A site the caller booked, with its scene and place, how often and when last (start). */
export const CommonSite = z.object({
  siteId: z.number().int(),
  siteName: z.string(),
  sceneId: z.number().int(),
  sceneName: z.string(),
  sceneCode: z.string(),
  campusName: z.string(),
  buildingName: z.string(),
  floorName: z.string(),
  count: z.number().int().min(1),
  lastStart: IsoDateTime,
});
export type CommonSite = z.infer<typeof CommonSite>;

export const commonlyUsed = defineCall({
  method: 'GET',
  path: '/api/reserve/commonlyUsed',
  access: 'user',
  summary:
    'The sites the caller booked most in the last 90 days (not counting cancelled or rejected bookings), at most 6.',
  input: NoInput,
  output: z.array(CommonSite),
  errors: [],
});

/** Most alternatives `recommend` answers, and how many days after the asked one it looks. */
export const RECOMMEND_LIMIT = 5;
export const RECOMMEND_DAYS = 7;

/**
 * An alternative to a taken range: `sameSite` (another free range of the same length on
 * the same site) or `similarSite` (the same range, free, on a site of the same scene).
 */
export const Recommendation = z.object({
  kind: z.enum(['sameSite', 'similarSite']),
  siteId: z.number().int(),
  siteName: z.string(),
  sceneId: z.number().int(),
  sceneName: z.string(),
  campusName: z.string(),
  start: IsoDateTime,
  end: IsoDateTime,
});
export type Recommendation = z.infer<typeof Recommendation>;

export const recommend = defineCall({
  method: 'GET',
  path: '/api/reserve/recommend',
  access: 'user',
  summary:
    'Up to 5 free alternatives to a range of a site: the nearest ranges of the same length on that site ' +
    '(that day, then up to a week on), and the same range on sites of the same scene (same campus first).',
  input: z.object({ siteId: Id, start: IsoDateTime, end: IsoDateTime }),
  output: z.array(Recommendation),
  errors: [Code.RANGE_INVALID, Code.SITE_NOT_FOUND],
});

/** Statuses a booking ends its life in; with every booking that has ended, they make the history. */
export const HISTORY_STATUSES = ['completed', 'cancelled', 'rejected', 'noShow'] as const;

export const historyPage = defineCall({
  method: 'GET',
  path: '/api/reserve/history/page',
  access: 'user',
  summary:
    "The caller's past bookings (ended, cancelled, rejected, no-show), newest first, by scene and start " +
    'date (campus time).',
  input: PageQuery.extend({
    sceneId: Id.optional(),
    dateFrom: IsoDate.optional(),
    dateTo: IsoDate.optional(),
  }),
  output: pageOf(Reservation),
  errors: [],
});
