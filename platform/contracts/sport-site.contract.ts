/**
 * The sport venue's back office on the product's venue model (docs/fitness-sites.md; spec §2 fitness
 * set: /sceneGrouping, /smallScenes, /siteManagement, /orderManagement, /popularPlaces, /spaceManage,
 * /fitnessCenter). The spec names the pages only; the calls are ours, each behind
 * `fitness:<page>:<action>`:
 *
 * - scene groups: the terminal's sports categories, a scene in at most one group;
 * - site parts: a whole site split into smaller bookable parts; booking the whole blocks its parts
 *   and a part blocks the whole (the exclusion of migration 0047);
 * - sport sites: state (open / maintenance), price bands in cents per hour, read with the venue's
 *   opening hours and capacity;
 * - orders: the bookings of the grouped (sport) scenes with their price from the bands; they are
 *   cancelled through the reservation's own cancel (/api/reserve/cancelReserveBatch);
 * - popular places: pinned by staff in order, else the most booked of the last 30 days;
 * - spaces: the club's studios (capacity, equipment);
 * - the club's profile: append-only versions.
 *
 * Venue structures are not data-scoped (as the venue pages); orders are, by the booker's organisation.
 * Times on the wire are ISO-8601 with the campus offset; money in integer cents.
 */
import { z } from 'zod';
import { Code } from '../protocol/codes';
import { PageQuery, pageOf } from '../protocol/envelope';
import { Id, IsoDate, IsoDateTime, NoInput, NullOutput } from './common';
import { defineCall } from './define-call';
import { ReservationStatus } from './reserve.contract';

// --- scene groups (/sceneGrouping) ---------------------------------------------------------

/** A group of scenes as the back office edits it. */
export const SceneGroup = z.object({
  id: z.number().int(),
  nameCn: z.string(),
  nameEn: z.string(),
  nameTc: z.string(),
  icon: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  /** Its scenes, in their order within the group. */
  scenes: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type SceneGroup = z.infer<typeof SceneGroup>;

/** A group to save (id absent: a new one); `sceneIds` in order — a scene moves here from another group. */
export const SceneGroupFields = z.object({
  id: Id.optional(),
  nameCn: z.string().trim().min(1).max(32),
  nameEn: z.string().trim().min(1).max(64),
  nameTc: z.string().trim().min(1).max(32),
  icon: z.string().trim().max(200).default(''),
  sort: z.number().int().min(0).max(9999).default(0),
  enabled: z.boolean().default(true),
  sceneIds: z.array(Id).max(100).default([]),
});
export type SceneGroupFields = z.input<typeof SceneGroupFields>;

export const sceneGroupPage = defineCall({
  method: 'GET',
  path: '/api/fitness/sceneGroup/page',
  access: 'fitness:sceneGroup:page',
  summary: 'The scene groups (sports categories) in order, with their scenes.',
  input: PageQuery,
  output: pageOf(SceneGroup),
  errors: [],
});

export const sceneGroupSave = defineCall({
  method: 'POST',
  path: '/api/fitness/sceneGroup/save',
  access: 'fitness:sceneGroup:edit',
  summary: 'Add or edit a scene group and set its scenes (a scene leaves its former group).',
  input: SceneGroupFields,
  output: SceneGroup,
  errors: [Code.NOT_FOUND, Code.SPORT_SCENE_UNKNOWN],
});

export const sceneGroupDelete = defineCall({
  method: 'POST',
  path: '/api/fitness/sceneGroup/delete',
  access: 'fitness:sceneGroup:delete',
  summary: 'Delete a scene group; its scenes become ungrouped (the scenes and sites stay).',
  input: z.object({ id: Id }),
  output: NullOutput,
  errors: [Code.NOT_FOUND],
});

/** A sports category of the terminal: a group with its enabled scenes (names in the caller's language). */
export const SportCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string(),
  scenes: z.array(z.object({ id: z.number().int(), name: z.string(), icon: z.string().nullable() })),
});
export type SportCategory = z.infer<typeof SportCategory>;

export const sportCategories = defineCall({
  method: 'GET',
  path: '/api/fitness/sportCategories',
  access: 'user',
  summary: 'The terminal’s sports categories: the enabled scene groups in order, each with its scenes.',
  input: NoInput,
  output: z.array(SportCategory),
  errors: [],
});

// --- site parts (/smallScenes) -------------------------------------------------------------

const SiteRef = z.object({ id: z.number().int(), name: z.string() });

/** A whole site with its parts. */
export const SiteFamily = z.object({
  whole: SiteRef.extend({ sceneName: z.string() }),
  parts: z.array(SiteRef),
});
export type SiteFamily = z.infer<typeof SiteFamily>;

export const sitePartPage = defineCall({
  method: 'GET',
  path: '/api/fitness/sitePart/page',
  access: 'fitness:sitePart:page',
  summary: 'The sites split into parts: each whole with its parts in order.',
  input: PageQuery,
  output: pageOf(SiteFamily),
  errors: [],
});

export const sitePartSave = defineCall({
  method: 'POST',
  path: '/api/fitness/sitePart/save',
  access: 'fitness:sitePart:edit',
  summary:
    'Set the parts of a whole site (in order; empty: no longer split). Refused when a site is not single-booking, ' +
    'a whole is a part or a part a whole, or the coming bookings of the whole and a part overlap.',
  input: z.object({ wholeSiteId: Id, partSiteIds: z.array(Id).max(16) }),
  output: SiteFamily,
  errors: [Code.SITE_NOT_FOUND, Code.SITE_PART_INVALID, Code.SITE_PART_CONFLICT],
});

// --- sport sites (/siteManagement) ---------------------------------------------------------

const Clock = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$|^24:00$/);
/** A price band: ISO week days 1–7, local [from, to), price per hour in cents. */
export const PriceBand = z.object({
  weekDays: z.array(z.number().int().min(1).max(7)).min(1).max(7),
  from: Clock,
  to: Clock,
  priceCents: z.number().int().min(0).max(100_000_000),
});
export type PriceBand = z.infer<typeof PriceBand>;
export const SportSiteState = z.enum(['open', 'maintenance']);
export type SportSiteState = z.infer<typeof SportSiteState>;

/** A sport site: the venue's site (scene, place, capacity, opening) with its fitness-facing details. */
export const SportSite = z.object({
  id: z.number().int(),
  name: z.string(),
  sceneId: z.number().int(),
  sceneName: z.string(),
  groupName: z.string().nullable(),
  place: z.string(),
  kind: z.enum(['single', 'capacity']),
  capacity: z.number().int(),
  slotMinutes: z.number().int(),
  opening: z.array(z.object({ weekDay: z.string(), open: z.string(), close: z.string() })),
  state: SportSiteState,
  priceBands: z.array(PriceBand),
  note: z.string(),
  /** The whole it is a part of, or the number of its parts. */
  wholeName: z.string().nullable(),
  partCount: z.number().int(),
});
export type SportSite = z.infer<typeof SportSite>;

export const sportSitePage = defineCall({
  method: 'GET',
  path: '/api/fitness/sportSite/page',
  access: 'fitness:sportSite:page',
  summary: 'The sites of the grouped (sport) scenes with state, price bands, opening and capacity.',
  input: PageQuery.extend({
    keyword: z.string().trim().max(64).optional(),
    groupId: Id.optional(),
    state: SportSiteState.optional(),
  }),
  output: pageOf(SportSite),
  errors: [],
});

export const sportSiteSave = defineCall({
  method: 'POST',
  path: '/api/fitness/sportSite/save',
  access: 'fitness:sportSite:edit',
  summary:
    'Save a sport site’s state, price bands and note; maintenance takes it out of booking (the site is ' +
    'disabled), open puts it back.',
  input: z.object({
    siteId: Id,
    state: SportSiteState,
    priceBands: z.array(PriceBand).max(24),
    note: z.string().trim().max(500).default(''),
  }),
  output: SportSite,
  errors: [Code.SITE_NOT_FOUND, Code.SPORT_PRICE_BAND_INVALID],
});

// --- orders (/orderManagement) -------------------------------------------------------------

/**
 * How a sport order stands with money: `free` (no price band applies), `unpaid` (to pay at the desk), `pending`
 * (paid through a provider awaiting its confirmation), `paid`, `refunded` (paid, then cancelled: given back).
 */
export const PayState = z.enum(['free', 'unpaid', 'pending', 'paid', 'refunded']);
/** A sport venue order: a booking of a grouped scene's site with its price from the bands. */
export const SportOrder = z.object({
  id: z.number().int(),
  siteId: z.number().int(),
  siteName: z.string(),
  sceneName: z.string(),
  userName: z.string(),
  account: z.string(),
  start: IsoDateTime,
  end: IsoDateTime,
  status: ReservationStatus,
  /** The price from the bands, cents; once paid, the cents paid. */
  amountCents: z.number().int(),
  payState: PayState,
  /** The ledger row of the payment (its receipt), null when not paid. */
  paymentId: z.number().int().nullable(),
  createdAt: IsoDateTime,
});
export type SportOrder = z.infer<typeof SportOrder>;

export const sportOrderPage = defineCall({
  method: 'GET',
  path: '/api/fitness/sportOrder/page',
  access: 'fitness:sportOrder:page',
  summary: 'The bookings of sport scenes (booker in the caller’s data scope) with their price and payment state.',
  input: PageQuery.extend({
    keyword: z.string().trim().max(64).optional(),
    groupId: Id.optional(),
    siteId: Id.optional(),
    status: ReservationStatus.optional(),
    dateFrom: IsoDate.optional(),
    dateTo: IsoDate.optional(),
  }),
  output: pageOf(SportOrder),
  errors: [],
});

export const sportOrderDetail = defineCall({
  method: 'GET',
  path: '/api/fitness/sportOrder/detail',
  access: 'fitness:sportOrder:page',
  summary: 'One sport order, with the price bands that priced it; out of the data scope: not found.',
  input: z.object({ id: Id }),
  output: SportOrder.extend({
    subject: z.string().nullable(),
    phone: z.string().nullable(),
    bands: z.array(PriceBand),
  }),
  errors: [Code.RESERVATION_NOT_FOUND],
});

export const sportOrderPay = defineCall({
  method: 'POST',
  path: '/api/fitness/sportOrder/pay',
  access: 'fitness:sportOrder:pay',
  summary:
    'Take an unpaid sport order’s price at the desk (booker in the caller’s data scope) by a payment method: one ' +
    'ledger row of kind site on the open business day; paying twice stores one payment.',
  input: z.object({ id: Id, methodId: Id }),
  output: SportOrder,
  errors: [Code.RESERVATION_NOT_FOUND, Code.SPORT_ORDER_PAID, Code.SPORT_ORDER_NOT_PAYABLE, Code.PAY_METHOD_UNKNOWN],
});

// --- popular places (/popularPlaces) -------------------------------------------------------

/** A popular place as the terminal shows it. */
export const PopularPlace = z.object({
  siteId: z.number().int(),
  /** The site's scene: the terminal opens the site's booking with it (`/appointment/time?sceneId=&siteId=`). */
  sceneId: z.number().int(),
  name: z.string(),
  sceneName: z.string(),
  place: z.string(),
  pinned: z.boolean(),
  /** Active bookings of the last 30 days. */
  bookings30d: z.number().int(),
  /** The lowest price band, cents per hour; null: none. */
  fromPriceCents: z.number().int().nullable(),
});
export type PopularPlace = z.infer<typeof PopularPlace>;

export const popularPlaceList = defineCall({
  method: 'GET',
  path: '/api/fitness/popularPlace/list',
  access: 'fitness:popularPlace:page',
  summary: 'The pinned popular places in order, and the computed ranking of the last 30 days.',
  input: NoInput,
  output: z.object({ pinned: z.array(PopularPlace), computed: z.array(PopularPlace) }),
  errors: [],
});

export const popularPlaceSave = defineCall({
  method: 'POST',
  path: '/api/fitness/popularPlace/save',
  access: 'fitness:popularPlace:edit',
  summary: 'Pin the popular places in order (replaces the list; empty: computed from the last 30 days).',
  input: z.object({ siteIds: z.array(Id).max(20) }),
  output: z.array(PopularPlace),
  errors: [Code.SITE_NOT_FOUND],
});

export const popularPlaces = defineCall({
  method: 'GET',
  path: '/api/fitness/popularPlaces',
  access: 'user',
  summary: 'The terminal’s popular places: the pinned ones in order, else the most booked of the last 30 days.',
  input: z.object({ limit: z.coerce.number().int().min(1).max(20).default(8) }),
  output: z.array(PopularPlace),
  errors: [],
});

// --- spaces (/spaceManage) -----------------------------------------------------------------

export const ClubSpace = z.object({
  id: z.number().int(),
  name: z.string(),
  roomId: z.number().int().nullable(),
  capacity: z.number().int(),
  equipment: z.array(z.string()),
  enabled: z.boolean(),
  sort: z.number().int(),
});
export type ClubSpace = z.infer<typeof ClubSpace>;

export const ClubSpaceFields = z.object({
  id: Id.optional(),
  name: z.string().trim().min(1).max(64),
  roomId: Id.nullable().default(null),
  capacity: z.number().int().min(1).max(10_000),
  equipment: z.array(z.string().trim().min(1).max(64)).max(50).default([]),
  enabled: z.boolean().default(true),
  sort: z.number().int().min(0).max(9999).default(0),
});
export type ClubSpaceFields = z.input<typeof ClubSpaceFields>;

export const clubSpacePage = defineCall({
  method: 'GET',
  path: '/api/fitness/space/page',
  access: 'fitness:space:page',
  summary: 'The club’s spaces (studios) in order.',
  input: PageQuery,
  output: pageOf(ClubSpace),
  errors: [],
});

export const clubSpaceSave = defineCall({
  method: 'POST',
  path: '/api/fitness/space/save',
  access: 'fitness:space:edit',
  summary: 'Add or edit a space; a capacity below a coming class’s places held there is refused.',
  input: ClubSpaceFields,
  output: ClubSpace,
  errors: [Code.NOT_FOUND, Code.SPACE_CAPACITY_BELOW_CLASS],
});

export const clubSpaceDelete = defineCall({
  method: 'POST',
  path: '/api/fitness/space/delete',
  access: 'fitness:space:delete',
  summary: 'Delete a space no coming class is held in.',
  input: z.object({ id: Id }),
  output: NullOutput,
  errors: [Code.NOT_FOUND, Code.SPACE_IN_USE],
});

// --- the club's profile (/fitnessCenter) ---------------------------------------------------

export const ClubProfileFields = z.object({
  name: z.string().trim().min(1).max(64),
  address: z.string().trim().max(200).default(''),
  phone: z.string().trim().max(32).default(''),
  hours: z.string().trim().max(200).default(''),
  introduction: z.string().trim().max(4000).default(''),
  pictures: z.array(z.url().max(500)).max(12).default([]),
});
export type ClubProfileFields = z.output<typeof ClubProfileFields>;
export const ClubProfile = ClubProfileFields.extend({
  version: z.number().int(),
  savedBy: z.string().nullable(),
  savedAt: IsoDateTime.nullable(),
});
export type ClubProfile = z.infer<typeof ClubProfile>;

export const clubProfileGet = defineCall({
  method: 'GET',
  path: '/api/fitness/profile/get',
  access: 'fitness:profile:page',
  summary: 'The club’s current profile and its earlier versions (newest first, at most 20).',
  input: NoInput,
  output: z.object({ current: ClubProfile, history: z.array(ClubProfile) }),
  errors: [],
});

export const clubProfileSave = defineCall({
  method: 'POST',
  path: '/api/fitness/profile/save',
  access: 'fitness:profile:edit',
  summary: 'Save the club’s profile as a new version.',
  input: ClubProfileFields,
  output: ClubProfile,
  errors: [],
});

export const clubProfile = defineCall({
  method: 'GET',
  path: '/api/fitness/profile',
  access: 'user',
  summary: 'The club’s profile as the terminal’s fitness pages show it.',
  input: NoInput,
  output: ClubProfile,
  errors: [],
});
