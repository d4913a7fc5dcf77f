/**
 * Scenes and sites (spec §7 /api/site/). A scene is a kind of site (badminton, meeting
 * room …); a site is one bookable unit (GLOSSARY.md).
 */
import { z } from 'zod';
import { defineCall } from './define-call';
import { Code } from '../protocol/codes';
import { Id, WeekDay } from './common';

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
