/**
 * Rooms, device kinds, site devices, site photos, descriptions and instructions (spec §2
 * /room, /siteRoomDevKind, /devKindPage; spec §7 /system/dev/dict/equipment/dropDown,
 * /site/room/dict/list, /resv/instr/getBySiteIdAndType).
 *
 * Access codes of the menu base (server/db/seed-menus.ts): `resv:room:<page|add|edit|delete>`,
 * `resv:devKind:<page|add|edit|delete>`, `resv:siteDevice:<page|edit>`; a site's photos,
 * room, description and instructions are part of the site (`resv:site:page` / `resv:site:edit`),
 * a scene's instructions part of the scene (`resv:scene:page` / `resv:scene:edit`).
 *
 * Rules (server/modules/venue-extras/):
 * - A room lies on a floor; a site may lie in a room of its own floor only
 *   (ROOM_FLOOR_MISMATCH). A room holding sites, or a device kind some site has, is not
 *   deleted (RECORD_IN_USE with context roomSites / devices).
 * - Photos: JPEG, PNG or WebP up to {@link PHOTO_MAX_BYTES}, sent base64 in JSON; the bytes
 *   must be of the named type (MEDIA_INVALID with context type | size | content | empty |
 *   count — at most {@link PHOTOS_PER_SITE} per site). They are kept in the database
 *   (`media`) and served by `GET /gateway/media/<mediaId>` — a plain read-only route, not a
 *   signed call, so an `<img src>` can show them; it serves site photos only.
 * - Instructions: per site or per scene and type (booking | usage | safety), in CN, EN and
 *   TC; a save replaces the target's whole set. The terminal reads one type for a site:
 *   the site's own enabled instruction wins over its scene's.
 */
import { z } from 'zod';
import { defineCall } from './define-call';
import { Code } from '../protocol/codes';
import { Id, NoInput, NullOutput, PlaceNameInput, PlaceNameOutput } from './common';
import { SceneCode } from './assets.contract';
import { pageOf, sortablePageQuery } from '../protocol/envelope';
import { Site } from './site.contract';

const Name = z.string().trim().min(1).max(64);
const Sort = z.number().int().min(0).max(99999).default(0);
const Status = z.union([z.literal(0), z.literal(1)]);
const StatusFilter = z.coerce.number().pipe(Status).optional();
const Keyword = z.string().trim().max(64).optional();
const Ids = z.object({ ids: z.array(Id).min(1).max(100) });

/** `''` (an empty form input) or null → null; else `schema`. */
function blankAsNull<T extends z.ZodType>(schema: T) {
  return z.union([z.literal('').transform(() => null), z.null(), schema]).default(null);
}

// --- rooms -------------------------------------------------------------------------

/** A room as the back office lists it, with its place and the sites lying in it. */
export const RoomRow = z.object({
  id: z.number().int(),
  /** The name in the caller's language (its simplified-Chinese `nameCn` when it has none of its own). */
  name: z.string(),
  /** The stored names the form edits: simplified Chinese, English and traditional Chinese (null: none). */
  nameCn: z.string(),
  nameEn: PlaceNameOutput,
  nameTc: PlaceNameOutput,
  code: z.string().nullable(),
  floorId: z.number().int(),
  floorName: z.string(),
  buildingId: z.number().int(),
  buildingName: z.string(),
  campusId: z.number().int(),
  campusName: z.string(),
  /** People it holds. */
  capacity: z.number().int(),
  /** Square metres. */
  areaM2: z.number().int().nullable(),
  status: z.number().int(),
  sort: z.number().int(),
  /** Sites lying in it. */
  siteCount: z.number().int(),
});
export type RoomRow = z.infer<typeof RoomRow>;

/** The fields of a room as add and edit take them (empty code or area: none). */
export const RoomFields = z.object({
  floorId: Id,
  name: Name,
  nameEn: PlaceNameInput,
  nameTc: PlaceNameInput,
  code: blankAsNull(z.string().trim().max(32)),
  capacity: z.number().int().min(0).max(100000).default(0),
  areaM2: blankAsNull(z.number().int().min(0).max(1000000)),
  status: Status.default(0),
  sort: Sort,
});

export const roomPage = defineCall({
  method: 'GET',
  path: '/resv/room/page',
  access: 'resv:room:page',
  summary:
    'Rooms, filtered by campus, building, floor, name/code keyword and status; by place and sort unless ' +
    'orderBy is given.',
  input: sortablePageQuery(['name', 'capacity', 'sort']).extend({
    campusId: Id.optional(),
    buildingId: Id.optional(),
    floorId: Id.optional(),
    keyword: Keyword,
    status: StatusFilter,
  }),
  output: pageOf(RoomRow),
  errors: [],
});

export const roomAdd = defineCall({
  method: 'POST',
  path: '/resv/room/add',
  access: 'resv:room:add',
  summary: 'Create a room on a floor (BAD_REQUEST for an unknown floor).',
  input: RoomFields,
  output: RoomRow,
  errors: [Code.NOT_FOUND],
});

export const roomEdit = defineCall({
  method: 'POST',
  path: '/resv/room/edit',
  access: 'resv:room:edit',
  summary: 'Edit a room; it may move to another floor only while no site lies in it (ROOM_FLOOR_MISMATCH).',
  input: RoomFields.extend({ id: Id }),
  output: RoomRow,
  errors: [Code.NOT_FOUND, Code.ROOM_FLOOR_MISMATCH],
});

export const roomDelete = defineCall({
  method: 'POST',
  path: '/resv/room/delete',
  access: 'resv:room:delete',
  summary: 'Delete rooms no site lies in (RECORD_IN_USE, context roomSites, otherwise; all or nothing).',
  input: Ids,
  output: NullOutput,
  errors: [Code.NOT_FOUND, Code.RECORD_IN_USE],
});

/** A room of a select, with its place: `path` = `campus / building / floor / room`. */
export const RoomChoice = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string().nullable(),
  floorId: z.number().int(),
  capacity: z.number().int(),
  path: z.string(),
});
export type RoomChoice = z.infer<typeof RoomChoice>;

export const roomDictList = defineCall({
  method: 'GET',
  path: '/site/room/dict/list',
  access: 'user',
  summary: 'Enabled rooms for selects, of one floor or building (or all), each with its place.',
  input: z.object({ floorId: Id.optional(), buildingId: Id.optional() }),
  output: z.array(RoomChoice),
  errors: [],
});

// --- device kinds --------------------------------------------------------------------

/** A device kind as the back office lists it. */
export const DevKindRow = z.object({
  id: z.number().int(),
  code: z.string(),
  /** In the caller's language. */
  name: z.string(),
  nameCn: z.string(),
  nameEn: z.string(),
  nameTc: z.string(),
  icon: z.string().nullable(),
  status: z.number().int(),
  sort: z.number().int(),
  /** Sites that have devices of this kind. */
  siteCount: z.number().int(),
});
export type DevKindRow = z.infer<typeof DevKindRow>;

/** The fields of a device kind as add and edit take them. */
export const DevKindFields = z.object({
  code: SceneCode,
  nameCn: Name,
  nameEn: Name,
  nameTc: Name,
  icon: blankAsNull(z.string().trim().max(64)),
  status: Status.default(0),
  sort: Sort,
});

export const devKindPage = defineCall({
  method: 'GET',
  path: '/resv/devKind/page',
  access: 'resv:devKind:page',
  summary: 'Device kinds, filtered by code/name keyword (any language) and status; by sort unless orderBy is given.',
  input: sortablePageQuery(['code', 'sort']).extend({ keyword: Keyword, status: StatusFilter }),
  output: pageOf(DevKindRow),
  errors: [],
});

export const devKindAdd = defineCall({
  method: 'POST',
  path: '/resv/devKind/add',
  access: 'resv:devKind:add',
  summary: 'Create a device kind; the code must be unused (DUPLICATE).',
  input: DevKindFields,
  output: DevKindRow,
  errors: [Code.NOT_FOUND, Code.DUPLICATE],
});

export const devKindEdit = defineCall({
  method: 'POST',
  path: '/resv/devKind/edit',
  access: 'resv:devKind:edit',
  summary: 'Edit a device kind; the code must stay unique (DUPLICATE).',
  input: DevKindFields.extend({ id: Id }),
  output: DevKindRow,
  errors: [Code.NOT_FOUND, Code.DUPLICATE],
});

export const devKindDelete = defineCall({
  method: 'POST',
  path: '/resv/devKind/delete',
  access: 'resv:devKind:delete',
  summary: 'Delete device kinds no site has (RECORD_IN_USE, context devices, otherwise; all or nothing).',
  input: Ids,
  output: NullOutput,
  errors: [Code.NOT_FOUND, Code.RECORD_IN_USE],
});

/** A device kind of a select. */
export const DevKindChoice = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  icon: z.string().nullable(),
});
export type DevKindChoice = z.infer<typeof DevKindChoice>;

export const equipmentDropDown = defineCall({
  method: 'GET',
  path: '/system/dev/dict/equipment/dropDown',
  access: 'user',
  summary: "Enabled device kinds for selects, named in the caller's language, by sort.",
  input: NoInput,
  output: z.array(DevKindChoice),
  errors: [],
});

// --- site devices --------------------------------------------------------------------

/** Devices of one kind at a site. */
export const SiteDevice = z.object({
  devKindId: z.number().int(),
  code: z.string(),
  /** The kind in the caller's language. */
  name: z.string(),
  quantity: z.number().int(),
  remark: z.string().nullable(),
});
export type SiteDevice = z.infer<typeof SiteDevice>;

/** A site with its room and devices (/siteRoomDevKind). */
export const SiteDeviceRow = z.object({
  siteId: z.number().int(),
  siteName: z.string(),
  sceneName: z.string(),
  /** `campus / building / floor`. */
  place: z.string(),
  roomId: z.number().int().nullable(),
  roomName: z.string().nullable(),
  devices: z.array(SiteDevice),
});
export type SiteDeviceRow = z.infer<typeof SiteDeviceRow>;

export const siteDevicePage = defineCall({
  method: 'GET',
  path: '/resv/siteDevice/page',
  access: 'resv:siteDevice:page',
  summary: 'Sites with their devices, filtered by name keyword, scene, campus and device kind; by site sort.',
  input: sortablePageQuery(['siteName']).extend({
    keyword: Keyword,
    sceneId: Id.optional(),
    campusId: Id.optional(),
    devKindId: Id.optional(),
  }),
  output: pageOf(SiteDeviceRow),
  errors: [],
});

/** One line of a device list: a kind (once per list), how many, a remark. */
export const SiteDeviceInput = z.object({
  devKindId: Id,
  quantity: z.number().int().min(1).max(9999),
  remark: blankAsNull(z.string().trim().max(200)),
});

export const siteDeviceSave = defineCall({
  method: 'POST',
  path: '/resv/siteDevice/save',
  access: 'resv:siteDevice:edit',
  summary:
    'Replace the devices of a site (each kind once; BAD_REQUEST for an unknown or repeated kind, SITE_NOT_FOUND).',
  input: z.object({
    siteId: Id,
    devices: z
      .array(SiteDeviceInput)
      .max(50)
      .refine((d) => new Set(d.map((x) => x.devKindId)).size === d.length, {
        message: 'resource:validation.duplicate',
      }),
  }),
  output: SiteDeviceRow,
  errors: [Code.SITE_NOT_FOUND],
});

// --- photos, room, description, instructions of a site ----------------------------------

/** Largest photo, bytes (2 MiB). */
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
/** Most photos per site. */
export const PHOTOS_PER_SITE = 20;
/** Image types a photo may have. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Body limit of the upload call: the base64 of the largest photo and the other fields, with room. */
export const UPLOAD_BODY_LIMIT = 4 * 1024 * 1024;

/** The address of a stored photo's bytes (the media route, under the proxy base). */
export function mediaPath(mediaId: number): string {
  return `/media/${mediaId}`;
}

/** A photo of a site (without its bytes). */
export const SitePhoto = z.object({
  id: z.number().int(),
  mediaId: z.number().int(),
  /** Path of the bytes under the proxy base: `/media/<mediaId>` (GET, unsigned). */
  url: z.string(),
  name: z.string(),
  contentType: z.string(),
  /** Bytes. */
  size: z.number().int(),
  sort: z.number().int(),
});
export type SitePhoto = z.infer<typeof SitePhoto>;

/** Instruction types (booking | usage | safety). */
export const InstructionType = z.enum(['booking', 'usage', 'safety']);
export type InstructionType = z.infer<typeof InstructionType>;

const InstructionText = z.string().trim().min(1).max(5000);

/** One instruction of a site or scene, in the three languages. */
export const Instruction = z.object({
  type: InstructionType,
  contentCn: InstructionText,
  contentEn: InstructionText,
  contentTc: InstructionText,
  status: Status.default(0),
});
export type Instruction = z.output<typeof Instruction>;

/** A whole set (each type at most once); types left out are removed. */
const InstructionSet = z
  .array(Instruction)
  .max(3)
  .refine((xs) => new Set(xs.map((x) => x.type)).size === xs.length, { message: 'resource:validation.duplicate' });

/** Everything of a site beyond its core fields, as the back office edits it. */
export const SiteExtras = z.object({
  siteId: z.number().int(),
  siteName: z.string(),
  floorId: z.number().int(),
  roomId: z.number().int().nullable(),
  roomName: z.string().nullable(),
  description: z.string().nullable(),
  photos: z.array(SitePhoto),
  devices: z.array(SiteDevice),
  instructions: z.array(Instruction),
});
export type SiteExtras = z.infer<typeof SiteExtras>;

export const siteExtras = defineCall({
  method: 'GET',
  path: '/resv/site/extras',
  access: 'resv:site:page',
  summary: "A site's room, description, photos (in order), devices and own instructions (SITE_NOT_FOUND).",
  input: z.object({ siteId: Id }),
  output: SiteExtras,
  errors: [Code.SITE_NOT_FOUND],
});

export const siteProfileSave = defineCall({
  method: 'POST',
  path: '/resv/site/profile',
  access: 'resv:site:edit',
  summary: "Set a site's room (of its own floor: ROOM_FLOOR_MISMATCH; null: none) and description (empty: none).",
  input: z.object({ siteId: Id, roomId: Id.nullable(), description: blankAsNull(z.string().trim().max(5000)) }),
  output: SiteExtras,
  errors: [Code.SITE_NOT_FOUND, Code.ROOM_FLOOR_MISMATCH],
});

export const sitePhotoUpload = defineCall({
  method: 'POST',
  path: '/resv/site/photo/upload',
  access: 'resv:site:edit',
  summary:
    "Add a photo (JPEG, PNG or WebP up to 2 MiB, base64) after the site's others (MEDIA_INVALID: type, " +
    'size, content, empty, count).',
  input: z.object({
    siteId: Id,
    name: z.string().trim().min(1).max(200),
    contentType: z.string().trim().max(100),
    /** The file's bytes, base64. */
    data: z.base64().max(Math.ceil((PHOTO_MAX_BYTES * 1.2) / 3) * 4),
  }),
  output: SitePhoto,
  bodyLimit: UPLOAD_BODY_LIMIT,
  errors: [Code.SITE_NOT_FOUND, Code.MEDIA_INVALID],
});

export const sitePhotoSort = defineCall({
  method: 'POST',
  path: '/resv/site/photo/sort',
  access: 'resv:site:edit',
  summary: "Put a site's photos in the given order (every photo of the site exactly once: BAD_REQUEST otherwise).",
  input: z.object({ siteId: Id, photoIds: z.array(Id).max(PHOTOS_PER_SITE) }),
  output: z.array(SitePhoto),
  errors: [Code.SITE_NOT_FOUND],
});

export const sitePhotoDelete = defineCall({
  method: 'POST',
  path: '/resv/site/photo/delete',
  access: 'resv:site:edit',
  summary: 'Delete a photo and its stored bytes.',
  input: z.object({ id: Id }),
  output: NullOutput,
  errors: [Code.NOT_FOUND, Code.SITE_NOT_FOUND],
});

export const siteInstructionSave = defineCall({
  method: 'POST',
  path: '/resv/instr/saveSite',
  access: 'resv:site:edit',
  summary: "Replace a site's own instructions (each type once; types left out are removed, so the scene's apply).",
  input: z.object({ siteId: Id, instructions: InstructionSet }),
  output: z.array(Instruction),
  errors: [Code.SITE_NOT_FOUND],
});

export const sceneInstructions = defineCall({
  method: 'GET',
  path: '/resv/instr/scene',
  access: 'resv:scene:page',
  summary: "A scene's instructions (NOT_FOUND for an unknown scene).",
  input: z.object({ sceneId: Id }),
  output: z.array(Instruction),
  errors: [Code.NOT_FOUND],
});

export const sceneInstructionSave = defineCall({
  method: 'POST',
  path: '/resv/instr/saveScene',
  access: 'resv:scene:edit',
  summary: "Replace a scene's instructions, which apply to its sites without their own (each type once).",
  input: z.object({ sceneId: Id, instructions: InstructionSet }),
  output: z.array(Instruction),
  errors: [Code.NOT_FOUND],
});

export const instructionBySiteAndType = defineCall({
  method: 'GET',
  path: '/resv/instr/getBySiteIdAndType',
  access: 'user',
  summary:
    "The instruction of one type for a site in the caller's language: the site's own enabled one, else " +
    "its scene's, else null. SITE_NOT_FOUND for an unknown or disabled site.",
  input: z.object({ siteId: Id, type: InstructionType }),
  output: z.object({ type: InstructionType, content: z.string(), source: z.enum(['site', 'scene']) }).nullable(),
  errors: [Code.SITE_NOT_FOUND],
});

export const terminalSiteExtras = defineCall({
  method: 'GET',
  path: '/api/site/extras',
  access: 'user',
  summary:
    'What the terminal shows of an enabled site (/siteDetail): the site itself (scene, place, slot length, ' +
    "opening hours), description, room, photos (addresses in order) and devices in the caller's language " +
    '(SITE_NOT_FOUND).',
  input: z.object({ siteId: Id }),
  output: z.object({
    siteId: z.number().int(),
    site: Site,
    description: z.string().nullable(),
    roomName: z.string().nullable(),
    photos: z.array(z.object({ id: z.number().int(), url: z.string() })),
    devices: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
  }),
  errors: [Code.SITE_NOT_FOUND],
});
