/**
 * Scenes and sites (spec §7 /api/site/). A scene is a kind of site (badminton, meeting
 * room …); a site is one bookable unit (GLOSSARY.md).
 *
 * The terminal's site pages (/siteList, /siteDetail, /appointment/reservationlist) read
 * `siteType` (the scenes of the filter) and `choose` (enabled sites only, like every
 * booker's read; a disabled site is never listed).
 */
import { z } from 'zod';
import { defineCall } from './define-call';
import { Code } from '../protocol/codes';
import { Id, IsoDate, WeekDay } from './common';
import { PageQuery, pageOf } from '../protocol/envelope';

/** A scene; `name` is in the caller's language. */
export const Scene = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  icon: z.string().nullable(),
  siteCount: z.number().int(),
});
export type Scene = z.infer<typeof Scene>;

/** Opening hours of one week day: `HH:mm` local times in the campus's time zone. */
export const OpeningHours = z.object({ weekDay: WeekDay, open: z.string(), close: z.string() });

/** A bookable site with where it is and how it is booked. */
export const Site = z.object({
  id: z.number().int(),
  name: z.string(),
  sceneId: z.number().int(),
  sceneName: z.string(),
  campusName: z.string(),
  buildingName: z.string(),
  floorName: z.string(),
  /** IANA time zone of the site's campus, e.g. `Asia/Shanghai`. */
  timeZone: z.string(),
  /** `single`: one booking at a time; `capacity`: up to `capacity` bookings. */
  kind: z.enum(['single', 'capacity']),
  capacity: z.number().int(),
  /** Length of one slot in minutes (30 or 60). */
  slotMinutes: z.number().int(),
  openingHours: z.array(OpeningHours),
});
export type Site = z.infer<typeof Site>;

export const sceneList = defineCall({
  method: 'GET',
  path: '/api/site/scene/list',
  access: 'user',
  summary: 'All scenes with their number of bookable sites.',
  input: z.object({ campusId: Id.optional() }),
  output: z.array(Scene),
  errors: [],
});

export const sceneDetail = defineCall({
  method: 'GET',
  path: '/api/site/scene/detail',
  access: 'user',
  summary: 'One scene with its bookable sites.',
  input: z.object({ id: Id }),
  output: Scene.extend({ sites: z.array(Site) }),
  errors: [Code.NOT_FOUND],
});

export const siteType = defineCall({
  method: 'GET',
  path: '/api/site/siteType',
  access: 'user',
  summary: "The scenes having enabled sites (of campus `campusId` when given), named in the caller's language.",
  input: z.object({ campusId: Id.optional() }),
  output: z.array(Scene),
  errors: [],
});

/** Most device kinds one `choose` may require. */
export const CHOOSE_DEVICES_MAX = 10;

/** A site as the terminal's site list shows it (/siteList, /appointment/reservationlist). */
export const SiteCard = z.object({
  id: z.number().int(),
  name: z.string(),
  sceneId: z.number().int(),
  sceneName: z.string(),
  /** `campus / building / floor`. */
  place: z.string(),
  /** People it holds: its room's capacity when it lies in a room that names one, else the site's own capacity. */
  capacity: z.number().int(),
  /** Its devices in the caller's language, by the kinds' sort. */
  devices: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
  /** Path of its first photo under the proxy base (`/media/<id>`), or null without photos. */
  photo: z.string().nullable(),
  /** Today (the campus's date): the free slots left. */
  freeToday: z.number().int(),
  /** Whether a slot of today can still be booked (`freeToday > 0`). */
  bookableToday: z.boolean(),
  /** Today's date in the campus's time zone (what `freeToday` counts). */
  today: IsoDate,
});
export type SiteCard = z.infer<typeof SiteCard>;

export const choose = defineCall({
  method: 'GET',
  path: '/api/site/choose',
  access: 'user',
  summary:
    'Enabled sites, filtered by campus, building, floor, scene, least capacity (people) and device kinds ' +
    '(`devKindIds`, comma-separated: sites having every one); by site sort, paged; each with its place, ' +
    "devices, first photo and today's free slots.",
  input: PageQuery.extend({
    campusId: Id.optional(),
    buildingId: Id.optional(),
    floorId: Id.optional(),
    sceneId: Id.optional(),
    minCapacity: z.coerce.number().int().min(1).max(100000).optional(),
    devKindIds: z
      .string()
      .regex(/^\d{1,9}(,\d{1,9})*$/)
      .transform((v) => [...new Set(v.split(',').map(Number))])
      .pipe(z.array(z.number().int().positive()).max(CHOOSE_DEVICES_MAX))
      .optional(),
  }),
  output: pageOf(SiteCard),
  errors: [],
});
