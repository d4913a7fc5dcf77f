/**
 * Campuses, buildings, floors, scenes and sites of the back office (spec §2 /campus,
 * /build, /floor, /scene, /assets). Paths under `/resv/…`; access codes of the
 * menu base (server/db/seed-menus.ts): `resv:<campus|building|floor|scene|site>:<page|add|edit|delete>`.
 * The `…/list` calls feed selects and need only a signed-in user (names only).
 *
 * Rules (server/modules/assets/):
 * - Nothing is deleted while something depends on it: a campus with buildings, a building
 *   with floors, a floor or scene with sites, a site with reservations → RECORD_IN_USE
 *   (`count` = the dependants; a site is disabled instead). A delete of several ids is
 *   all or nothing.
 * - A site's capacity cannot drop below what its future active bookings already use at
 *   one time (kind single counts as capacity 1) → SITE_CAPACITY_IN_USE.
 * - A disabled site is hidden from the terminal (/api/site/…) and takes no bookings.
 * - A new site has no opening hours (rules are kept by /openRule), so it is not bookable yet.
 */
import { z } from 'zod';
import { defineCall } from './define-call';
import { Code } from '../protocol/codes';
import { Id, NoInput, NullOutput, PlaceNameInput, PlaceNameOutput } from './common';
import { pageOf, sortablePageQuery } from '../protocol/envelope';

// --- field rules ---------------------------------------------------------------

const Name = z.string().trim().min(1).max(64);
const Sort = z.coerce.number().int().min(0).max(99999).default(0);
const Keyword = z.string().trim().max(64).optional();
const Ids = z.object({ ids: z.array(Id).min(1).max(100) });

/** True when `zone` is an IANA time zone name the runtime knows (e.g. `Asia/Shanghai`, `UTC`). */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** An IANA time zone, e.g. `Asia/Shanghai`; offsets like `+08:00` are refused. */
export const TimeZone = z.string().trim().refine(isTimeZone, { message: 'resource:validation.timeZone' });

/** A scene code: letters, digits, `_ -`, 1–32; unique. */
export const SceneCode = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z0-9_-]+$/);

/** `single`: one booking at a time; `capacity`: up to `capacity` bookings at a time. */
export const SiteKind = z.enum(['single', 'capacity']);
export type SiteKind = z.infer<typeof SiteKind>;

/** Slot lengths offered by the site form (minutes; the contract takes any 5–1440). */
export const SLOT_CHOICES = [15, 30, 60, 90, 120] as const;

/** A boolean query filter (`true` / `false` from the URL). */
const BoolFilter = z.enum(['true', 'false']).transform((v) => v === 'true');

// --- campuses ------------------------------------------------------------------

export const CampusRow = z.object({
  id: z.number().int(),
  /** The name in the caller's language (its simplified-Chinese `nameCn` when it has none of its own). */
  name: z.string(),
  /** The stored names the form edits: simplified Chinese, English and traditional Chinese (null: none). */
  nameCn: z.string(),
  nameEn: PlaceNameOutput,
  nameTc: PlaceNameOutput,
  timeZone: z.string(),
  sort: z.number().int(),
  /** Buildings of the campus. */
  buildingCount: z.number().int(),
});
export type CampusRow = z.infer<typeof CampusRow>;

const CampusFields = { name: Name, nameEn: PlaceNameInput, nameTc: PlaceNameInput, timeZone: TimeZone, sort: Sort };
export const CampusAddInput = z.object(CampusFields);
export const CampusEditInput = z.object({ id: Id, ...CampusFields });

/** A choice of a select: id and name. */
export const VenueChoice = z.object({ id: z.number().int(), name: z.string() });
export type VenueChoice = z.infer<typeof VenueChoice>;

export const campusPage = defineCall({
  method: 'GET',
  path: '/resv/campus/page',
  access: 'resv:campus:page',
  summary: 'Campuses, filtered by name keyword; sorted by sort then id unless orderBy is given.',
  input: sortablePageQuery(['name', 'sort']).extend({ keyword: Keyword }),
  output: pageOf(CampusRow),
  errors: [],
});

export const campusList = defineCall({
  method: 'GET',
  path: '/resv/campus/list',
  access: 'user',
  summary: 'Every campus for selects (id, name, time zone).',
  input: NoInput,
  output: z.array(VenueChoice.extend({ timeZone: z.string() })),
  errors: [],
});

export const campusAdd = defineCall({
  method: 'POST',
  path: '/resv/campus/add',
  access: 'resv:campus:add',
  summary: 'Create a campus (IANA time zone).',
  input: CampusAddInput,
  output: CampusRow,
  errors: [Code.NOT_FOUND],
});

export const campusEdit = defineCall({
  method: 'POST',
  path: '/resv/campus/edit',
  access: 'resv:campus:edit',
  summary:
    'Edit a campus. A new time zone re-maps the local opening hours of its sites to other instants; ' +
    'existing bookings keep their instants.',
  input: CampusEditInput,
  output: CampusRow,
  errors: [Code.NOT_FOUND],
});

export const campusDelete = defineCall({
  method: 'POST',
  path: '/resv/campus/delete',
  access: 'resv:campus:delete',
  summary: 'Delete campuses without buildings (RECORD_IN_USE otherwise; all or nothing).',
  input: Ids,
  output: NullOutput,
  errors: [Code.NOT_FOUND, Code.RECORD_IN_USE],
});

// --- buildings -----------------------------------------------------------------

export const BuildingRow = z.object({
  id: z.number().int(),
  campusId: z.number().int(),
  campusName: z.string(),
  /** The name in the caller's language (its simplified-Chinese `nameCn` when it has none of its own). */
  name: z.string(),
  /** The stored names the form edits: simplified Chinese, English and traditional Chinese (null: none). */
  nameCn: z.string(),
  nameEn: PlaceNameOutput,
  nameTc: PlaceNameOutput,
  sort: z.number().int(),
  /** Floors of the building. */
  floorCount: z.number().int(),
});
export type BuildingRow = z.infer<typeof BuildingRow>;

const BuildingFields = { campusId: Id, name: Name, nameEn: PlaceNameInput, nameTc: PlaceNameInput, sort: Sort };
export const BuildingAddInput = z.object(BuildingFields);
export const BuildingEditInput = z.object({ id: Id, ...BuildingFields });

export const buildingPage = defineCall({
  method: 'GET',
  path: '/resv/building/page',
  access: 'resv:building:page',
  summary: 'Buildings, filtered by campus and name keyword; sorted by campus, sort, id unless orderBy is given.',
  input: sortablePageQuery(['name', 'sort']).extend({ campusId: Id.optional(), keyword: Keyword }),
  output: pageOf(BuildingRow),
  errors: [],
});

/** A building of a select, with its place: `path` = `campus / building`. */
export const BuildingChoice = VenueChoice.extend({ campusId: z.number().int(), path: z.string() });
export type BuildingChoice = z.infer<typeof BuildingChoice>;

export const buildingList = defineCall({
  method: 'GET',
  path: '/resv/building/list',
  access: 'user',
  summary:
    'The buildings of a campus for selects (without campusId: every building), each with its campus / building path.',
  input: z.object({ campusId: Id.optional() }),
  output: z.array(BuildingChoice),
  errors: [],
});

export const buildingAdd = defineCall({
  method: 'POST',
  path: '/resv/building/add',
  access: 'resv:building:add',
  summary: 'Create a building on a campus (BAD_REQUEST for an unknown campus).',
  input: BuildingAddInput,
  output: BuildingRow,
  errors: [Code.NOT_FOUND],
});

export const buildingEdit = defineCall({
  method: 'POST',
  path: '/resv/building/edit',
  access: 'resv:building:edit',
  summary: 'Edit a building (it may move to another campus).',
  input: BuildingEditInput,
  output: BuildingRow,
  errors: [Code.NOT_FOUND],
});

export const buildingDelete = defineCall({
  method: 'POST',
  path: '/resv/building/delete',
  access: 'resv:building:delete',
  summary: 'Delete buildings without floors (RECORD_IN_USE otherwise; all or nothing).',
  input: Ids,
  output: NullOutput,
  errors: [Code.NOT_FOUND, Code.RECORD_IN_USE],
});

// --- floors --------------------------------------------------------------------

export const FloorRow = z.object({
  id: z.number().int(),
  buildingId: z.number().int(),
  buildingName: z.string(),
  campusId: z.number().int(),
  campusName: z.string(),
  /** The name in the caller's language (its simplified-Chinese `nameCn` when it has none of its own). */
  name: z.string(),
  /** The stored names the form edits: simplified Chinese, English and traditional Chinese (null: none). */
  nameCn: z.string(),
  nameEn: PlaceNameOutput,
  nameTc: PlaceNameOutput,
  /** Storey number (negative below ground). */
  level: z.number().int(),
  /** Sites on the floor. */
  siteCount: z.number().int(),
});
export type FloorRow = z.infer<typeof FloorRow>;

const FloorFields = {
  buildingId: Id,
  name: Name,
  nameEn: PlaceNameInput,
  nameTc: PlaceNameInput,
  level: z.coerce.number().int().min(-20).max(200).default(1),
};
export const FloorAddInput = z.object(FloorFields);
export const FloorEditInput = z.object({ id: Id, ...FloorFields });

/** A floor of a select, with its place: `path` = `campus / building / floor`. */
export const FloorChoice = VenueChoice.extend({
  buildingId: z.number().int(),
  level: z.number().int(),
  path: z.string(),
});
export type FloorChoice = z.infer<typeof FloorChoice>;

export const floorPage = defineCall({
  method: 'GET',
  path: '/resv/floor/page',
  access: 'resv:floor:page',
  summary:
    'Floors, filtered by campus, building and name keyword; sorted by campus, building, level unless orderBy is given.',
  input: sortablePageQuery(['name', 'level']).extend({
    campusId: Id.optional(),
    buildingId: Id.optional(),
    keyword: Keyword,
  }),
  output: pageOf(FloorRow),
  errors: [],
});

export const floorList = defineCall({
  method: 'GET',
  path: '/resv/floor/list',
  access: 'user',
  summary:
    'The floors of a building for selects (without buildingId: every floor), each with its campus / ' +
    'building / floor path.',
  input: z.object({ buildingId: Id.optional() }),
  output: z.array(FloorChoice),
  errors: [],
});

export const floorAdd = defineCall({
  method: 'POST',
  path: '/resv/floor/add',
  access: 'resv:floor:add',
  summary: 'Create a floor in a building (BAD_REQUEST for an unknown building).',
  input: FloorAddInput,
  output: FloorRow,
  errors: [Code.NOT_FOUND],
});

export const floorEdit = defineCall({
  method: 'POST',
  path: '/resv/floor/edit',
  access: 'resv:floor:edit',
  summary: 'Edit a floor.',
  input: FloorEditInput,
  output: FloorRow,
  errors: [Code.NOT_FOUND],
});

export const floorDelete = defineCall({
  method: 'POST',
  path: '/resv/floor/delete',
  access: 'resv:floor:delete',
  summary: 'Delete floors without sites (RECORD_IN_USE otherwise; all or nothing).',
  input: Ids,
  output: NullOutput,
  errors: [Code.NOT_FOUND, Code.RECORD_IN_USE],
});

// --- scenes --------------------------------------------------------------------

export const SceneRow = z.object({
  id: z.number().int(),
  code: z.string(),
  /** The name in the caller's language. */
  name: z.string(),
  nameCn: z.string(),
  nameEn: z.string(),
  nameTc: z.string(),
  icon: z.string().nullable(),
  sort: z.number().int(),
  /** Its bookings ask their participants for a receipt (receipt.contract.ts). */
  receiptEnabled: z.boolean(),
  /** Sites of the scene (enabled or not). */
  siteCount: z.number().int(),
});
export type SceneRow = z.infer<typeof SceneRow>;

const SceneFields = {
  code: SceneCode,
  nameCn: Name,
  nameEn: Name,
  nameTc: Name,
  /** An icon name of the terminal's icon set; `''` = none. */
  icon: z.union([z.literal('').transform(() => null), z.null(), z.string().trim().max(64)]).optional(),
  sort: Sort,
  /** Its bookings ask their participants for a receipt (attend / decline); default off. */
  receiptEnabled: z.boolean().default(false),
};
export const SceneAddInput = z.object(SceneFields);
export const SceneEditInput = z.object({ id: Id, ...SceneFields });

export const scenePage = defineCall({
  method: 'GET',
  path: '/resv/scene/page',
  access: 'resv:scene:page',
  summary: 'Scenes, filtered by code/name keyword (any language); sorted by sort then id unless orderBy is given.',
  input: sortablePageQuery(['code', 'sort']).extend({ keyword: Keyword }),
  output: pageOf(SceneRow),
  errors: [],
});

export const sceneList = defineCall({
  method: 'GET',
  path: '/resv/scene/list',
  access: 'user',
  summary: "Every scene for selects, named in the caller's language.",
  input: NoInput,
  output: z.array(VenueChoice.extend({ code: z.string() })),
  errors: [],
});

export const sceneAdd = defineCall({
  method: 'POST',
  path: '/resv/scene/add',
  access: 'resv:scene:add',
  summary: 'Create a scene; the code must be unused (DUPLICATE).',
  input: SceneAddInput,
  output: SceneRow,
  errors: [Code.NOT_FOUND, Code.DUPLICATE],
});

export const sceneEdit = defineCall({
  method: 'POST',
  path: '/resv/scene/edit',
  access: 'resv:scene:edit',
  summary: 'Edit a scene; the code must stay unique (DUPLICATE).',
  input: SceneEditInput,
  output: SceneRow,
  errors: [Code.NOT_FOUND, Code.DUPLICATE],
});

export const sceneDelete = defineCall({
  method: 'POST',
  path: '/resv/scene/delete',
  access: 'resv:scene:delete',
  summary: 'Delete scenes without sites (RECORD_IN_USE otherwise; all or nothing).',
  input: Ids,
  output: NullOutput,
  errors: [Code.NOT_FOUND, Code.RECORD_IN_USE],
});

// --- sites ---------------------------------------------------------------------

/** A site as the back office shows it, with its scene (caller's language) and place. */
export const SiteRow = z.object({
  id: z.number().int(),
  /** The name in the caller's language (its simplified-Chinese `nameCn` when it has none of its own). */
  name: z.string(),
  /** The stored names the form edits: simplified Chinese, English and traditional Chinese (null: none). */
  nameCn: z.string(),
  nameEn: PlaceNameOutput,
  nameTc: PlaceNameOutput,
  sceneId: z.number().int(),
  sceneName: z.string(),
  floorId: z.number().int(),
  floorName: z.string(),
  buildingId: z.number().int(),
  buildingName: z.string(),
  campusId: z.number().int(),
  campusName: z.string(),
  kind: SiteKind,
  /** Bookings at one time: 1 for `single`. */
  capacity: z.number().int(),
  slotMinutes: z.number().int(),
  needsApproval: z.boolean(),
  enabled: z.boolean(),
  sort: z.number().int(),
  /** Opening-hour ranges of the site (0: not bookable until /openRule gives it hours). */
  openingCount: z.number().int(),
});
export type SiteRow = z.infer<typeof SiteRow>;

/** The site's fields; a `single` site always gets capacity 1, whatever was entered. */
const SiteFields = z.object({
  name: Name,
  nameEn: PlaceNameInput,
  nameTc: PlaceNameInput,
  sceneId: Id,
  floorId: Id,
  kind: SiteKind.default('single'),
  capacity: z.coerce.number().int().min(1).max(10000).default(1),
  slotMinutes: z.coerce.number().int().min(5).max(1440).default(60),
  needsApproval: z.boolean().default(false),
  enabled: z.boolean().default(true),
  sort: Sort,
});
const singleHasOne = <T extends { kind: SiteKind; capacity: number }>(v: T): T =>
  v.kind === 'single' ? { ...v, capacity: 1 } : v;
export const SiteAddInput = SiteFields.transform(singleHasOne);
export type SiteAddInput = z.input<typeof SiteAddInput>;
export const SiteEditInput = SiteFields.extend({ id: Id }).transform(singleHasOne);

export const sitePage = defineCall({
  method: 'GET',
  path: '/resv/site/page',
  access: 'resv:site:page',
  summary:
    'Sites, filtered by name keyword, scene, campus, building, kind and enabled; sorted by sort then id ' +
    'unless orderBy is given.',
  input: sortablePageQuery(['name', 'capacity', 'slotMinutes', 'sort']).extend({
    keyword: Keyword,
    sceneId: Id.optional(),
    campusId: Id.optional(),
    buildingId: Id.optional(),
    kind: SiteKind.optional(),
    enabled: BoolFilter.optional(),
  }),
  output: pageOf(SiteRow),
  errors: [],
});

export const siteDetail = defineCall({
  method: 'GET',
  path: '/resv/site/detail',
  access: 'resv:site:page',
  summary: 'One site (NOT_FOUND when missing).',
  input: z.object({ id: Id }),
  output: SiteRow,
  errors: [Code.NOT_FOUND],
});

export const siteAdd = defineCall({
  method: 'POST',
  path: '/resv/site/add',
  access: 'resv:site:add',
  summary:
    'Create a site on a floor in a scene (BAD_REQUEST for an unknown one). It has no opening hours yet: ' +
    '/openRule gives them.',
  input: SiteAddInput,
  output: SiteRow,
  errors: [Code.NOT_FOUND],
});

export const siteEdit = defineCall({
  method: 'POST',
  path: '/resv/site/edit',
  access: 'resv:site:edit',
  summary:
    'Edit a site. SITE_CAPACITY_IN_USE when the new kind/capacity is below what future active bookings ' +
    'use at one time; OPENING_NOT_WHOLE_SLOTS when a new slot length does not divide its opening ranges.',
  input: SiteEditInput,
  output: SiteRow,
  // The opening ranges were checked when saved: only their division by a new slot length can fail here.
  errors: [Code.NOT_FOUND, Code.OPENING_NOT_WHOLE_SLOTS, Code.SITE_CAPACITY_IN_USE],
});

export const siteChangeStatus = defineCall({
  method: 'POST',
  path: '/resv/site/changeStatus',
  access: 'resv:site:edit',
  summary:
    'Enable or disable a site; a disabled site disappears from the terminal and takes no new bookings ' +
    '(existing ones stay).',
  input: z.object({ id: Id, enabled: z.boolean() }),
  output: SiteRow,
  errors: [Code.NOT_FOUND],
});

export const siteDelete = defineCall({
  method: 'POST',
  path: '/resv/site/delete',
  access: 'resv:site:delete',
  summary: 'Delete sites that were never booked (RECORD_IN_USE otherwise: disable them instead; all or nothing).',
  input: Ids,
  output: NullOutput,
  errors: [Code.NOT_FOUND, Code.RECORD_IN_USE],
});
