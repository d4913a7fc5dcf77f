/**
 * The fitness club's people (spec §2 fitness set: back office /coach and /tags; terminal
 * /fitnessCenter and /coachDetail). The spec names the pages only; the calls are ours, under
 * `/api/fitness/…`:
 *
 * - tags `/api/fitness/tag/<page|add|edit|delete>` with codes `fitness:tag:<page|add|edit|delete>`;
 *   `/api/fitness/tag/list` (any signed-in user) lists the tags of a kind for forms and pages. A tag
 *   has a kind — `coach` (a coach's specialty), `course` (a course's, used by the courses later) or
 *   `member` — and names in CN (required), EN and TC (empty: the CN name shows). CN names are unique
 *   per kind ignoring case (DUPLICATE). A tag used by coaches is neither deleted (CLUB_TAG_IN_USE)
 *   nor moved to another kind (CLUB_TAG_KIND_LOCKED).
 * - coaches `/api/fitness/coach/<page|add|edit|changeStatus>` with codes
 *   `fitness:coach:<page|add|edit|changeStatus>`: a coach is a sys user (named by account on add;
 *   one coach per user), a display name, an optional photo (an image material of the media
 *   library), an introduction in CN / EN / TC, specialties (tags of kind `coach`), a level and a
 *   status (0 on, 1 off). Disabling keeps the coach and hides it from the terminal.
 * - the terminal reads `/api/fitness/coach/list` (the enabled coaches) and
 *   `/api/fitness/coach/detail` (one enabled coach; a disabled or unknown one is NOT_FOUND), for
 *   any signed-in user.
 *
 * Coaches and tags belong to the club, not to an organisation: no data scope applies (docs/fitness-people.md).
 */
import { z } from 'zod';
import { defineCall } from './define-call';
import { Id, IsoDateTime, NullOutput } from './common';
import { Code } from '../protocol/codes';
import { PageQuery, pageOf } from '../protocol/envelope';

// --- tags ------------------------------------------------------------------------------

/** What a tag labels: a coach's specialty, a course, a member. */
export const ClubTagKind = z.enum(['coach', 'course', 'member']);
export type ClubTagKind = z.infer<typeof ClubTagKind>;

/** A tag's name in EN or TC: up to 32 characters, empty allowed (the CN name shows). */
const OtherName = z.string().trim().max(32).default('');

/** The fields of a tag as add and edit take them. */
export const ClubTagFields = z.object({
  kind: ClubTagKind,
  nameCn: z.string().trim().min(1).max(32),
  nameEn: OtherName,
  nameTc: OtherName,
  sort: z.coerce.number().int().min(0).max(99999).default(0),
});
export type ClubTagFields = z.output<typeof ClubTagFields>;

/** A tag as the back office lists it, with how many coaches carry it. */
export const ClubTagRow = z.object({
  id: z.number().int(),
  kind: ClubTagKind,
  nameCn: z.string(),
  nameEn: z.string(),
  nameTc: z.string(),
  sort: z.number().int(),
  coaches: z.number().int().min(0),
  createdAt: IsoDateTime,
});
export type ClubTagRow = z.infer<typeof ClubTagRow>;

/** A tag as forms and the terminal show it (names in the three languages). */
export const ClubTagOption = z.object({
  id: z.number().int(),
  kind: ClubTagKind,
  nameCn: z.string(),
  nameEn: z.string(),
  nameTc: z.string(),
});
export type ClubTagOption = z.infer<typeof ClubTagOption>;

export const clubTagPage = defineCall({
  method: 'GET',
  path: '/api/fitness/tag/page',
  access: 'fitness:tag:page',
  summary: 'The club’s tags, filtered by kind and a name keyword (any language); by kind, sort and id.',
  input: PageQuery.extend({ kind: ClubTagKind.optional(), keyword: z.string().trim().max(32).optional() }),
  output: pageOf(ClubTagRow),
  errors: [],
});

export const clubTagList = defineCall({
  method: 'GET',
  path: '/api/fitness/tag/list',
  access: 'user',
  summary: 'Every tag of a kind (or of all kinds), by sort and id: the choices of forms and pages.',
  input: z.object({ kind: ClubTagKind.optional() }),
  output: z.array(ClubTagOption),
  errors: [],
});

export const clubTagAdd = defineCall({
  method: 'POST',
  path: '/api/fitness/tag/add',
  access: 'fitness:tag:add',
  summary: 'Add a tag (DUPLICATE when its kind has that CN name already, any case).',
  input: ClubTagFields,
  output: ClubTagRow,
  errors: [Code.DUPLICATE],
});

export const clubTagEdit = defineCall({
  method: 'POST',
  path: '/api/fitness/tag/edit',
  access: 'fitness:tag:edit',
  summary: 'Change a tag’s names, sort or kind (a kind only while no coach carries it).',
  input: ClubTagFields.extend({ id: Id }),
  output: ClubTagRow,
  errors: [Code.NOT_FOUND, Code.DUPLICATE, Code.CLUB_TAG_KIND_LOCKED],
});

export const clubTagDelete = defineCall({
  method: 'POST',
  path: '/api/fitness/tag/delete',
  access: 'fitness:tag:delete',
  summary: 'Delete tags no coach carries (all or nothing).',
  input: z.object({ ids: z.array(Id).min(1).max(100) }),
  output: NullOutput,
  errors: [Code.NOT_FOUND, Code.CLUB_TAG_IN_USE],
});

// --- coaches ---------------------------------------------------------------------------

/** A coach's level, lowest first. */
export const CoachLevel = z.enum(['junior', 'intermediate', 'senior', 'master']);
export type CoachLevel = z.infer<typeof CoachLevel>;

/** 0 on (shown on the terminal), 1 off. */
export const CoachStatus = z.union([z.literal(0), z.literal(1)]);

/** An introduction in one language: up to 2000 characters, empty allowed. */
const Intro = z.string().trim().max(2000).default('');

/** The fields of a coach as add and edit take them (add also names the account). */
export const CoachFields = z.object({
  displayName: z.string().trim().min(1).max(32),
  photoMaterialId: Id.nullable().default(null),
  introCn: Intro,
  introEn: Intro,
  introTc: Intro,
  tagIds: z.array(Id).max(20).default([]),
  level: CoachLevel,
  sort: z.coerce.number().int().min(0).max(99999).default(0),
});
export type CoachFields = z.output<typeof CoachFields>;

/** What add takes: the fields and the account of the sys user the coach is. */
export const CoachAddInput = CoachFields.extend({ account: z.string().trim().min(1).max(64) });
export type CoachAddInput = z.output<typeof CoachAddInput>;

/**
 * A coach as a member sees it on the terminal: no account, user or status; `photoUrl` is
 * `/media/<mediaId>` under the proxy base, null without a photo.
 */
export const CoachProfile = z.object({
  id: z.number().int(),
  displayName: z.string(),
  photoUrl: z.string().nullable(),
  introCn: z.string(),
  introEn: z.string(),
  introTc: z.string(),
  tags: z.array(ClubTagOption),
  level: CoachLevel,
});
export type CoachProfile = z.infer<typeof CoachProfile>;

/** A coach as the back office lists it: the profile with the user it is, its photo material, status and sort. */
export const CoachRow = CoachProfile.extend({
  userId: z.number().int(),
  account: z.string(),
  userName: z.string(),
  photoMaterialId: z.number().int().nullable(),
  status: CoachStatus,
  sort: z.number().int(),
  updatedAt: IsoDateTime,
});
export type CoachRow = z.infer<typeof CoachRow>;

export const clubCoachPage = defineCall({
  method: 'GET',
  path: '/api/fitness/coach/page',
  access: 'fitness:coach:page',
  summary: 'The club’s coaches, by name or account keyword, level, status and specialty; by sort and id.',
  input: PageQuery.extend({
    keyword: z.string().trim().max(64).optional(),
    level: CoachLevel.optional(),
    status: z.coerce.number().pipe(CoachStatus).optional(),
    tagId: Id.optional(),
  }),
  output: pageOf(CoachRow),
  errors: [],
});

export const clubCoachAdd = defineCall({
  method: 'POST',
  path: '/api/fitness/coach/add',
  access: 'fitness:coach:add',
  summary: 'Make a user a coach (status on).',
  input: CoachAddInput,
  output: CoachRow,
  errors: [
    Code.CLUB_COACH_ACCOUNT_UNKNOWN,
    Code.CLUB_COACH_ACCOUNT_TAKEN,
    Code.CLUB_COACH_TAG_INVALID,
    Code.CLUB_COACH_PHOTO_INVALID,
  ],
});

export const clubCoachEdit = defineCall({
  method: 'POST',
  path: '/api/fitness/coach/edit',
  access: 'fitness:coach:edit',
  summary: 'Change a coach’s profile (the user it is stays).',
  input: CoachFields.extend({ id: Id }),
  output: CoachRow,
  errors: [Code.NOT_FOUND, Code.CLUB_COACH_TAG_INVALID, Code.CLUB_COACH_PHOTO_INVALID],
});

export const clubCoachChangeStatus = defineCall({
  method: 'POST',
  path: '/api/fitness/coach/changeStatus',
  access: 'fitness:coach:changeStatus',
  summary: 'Turn a coach on (0) or off (1); off hides it from the terminal and keeps everything.',
  input: z.object({ id: Id, status: CoachStatus }),
  output: CoachRow,
  errors: [Code.NOT_FOUND],
});

export const clubCoachList = defineCall({
  method: 'GET',
  path: '/api/fitness/coach/list',
  access: 'user',
  summary: 'The enabled coaches, by sort and id, optionally of one specialty (the terminal’s fitness centre).',
  input: z.object({ tagId: Id.optional() }),
  output: z.array(CoachProfile),
  errors: [],
});

export const clubCoachDetail = defineCall({
  method: 'GET',
  path: '/api/fitness/coach/detail',
  access: 'user',
  summary: 'One enabled coach’s profile (the terminal’s /coachDetail); a disabled one is NOT_FOUND.',
  input: z.object({ id: Id }),
  output: CoachProfile,
  errors: [Code.NOT_FOUND],
});
