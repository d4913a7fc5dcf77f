/**
 * Booking notices (/reserveNotice) and disclaimers (/disclaimers), spec §2 base admin
 * pages: texts in CN, EN and TC the booker reads and accepts before booking, for
 * one scene or (sceneId null) every scene. Both kinds live in one table; each kind has its
 * own calls and access codes, so a role can be granted one page without the other:
 * `/resv/notice/…` with `resv:notice:<page|add|edit|delete>` and `/resv/disclaimer/…` with
 * `resv:disclaimer:<page|add|edit|delete>`.
 *
 * - `version` starts at 1 and grows by one with every edit, in the edit's transaction,
 *   so an acceptance (`reservation.agreements`, `[{id, version}]`) names exactly what
 *   was read.
 * - The terminal reads `GET /api/reserve/notices?siteId=` (signed-in users): the enabled
 *   notices and disclaimers of the site's scene and those for every scene, in the
 *   caller's language, notices first, then by sort and id.
 */
import { z } from 'zod';
import { defineCall } from './define-call';
import { Code } from '../protocol/codes';
import { Id, IsoDateTime, NullOutput } from './common';
import { PageQuery, pageOf } from '../protocol/envelope';

/** notice | disclaimer. */
export const NoticeKind = z.enum(['notice', 'disclaimer']);
export type NoticeKind = z.infer<typeof NoticeKind>;

const Title = z.string().trim().min(1).max(100);
const Content = z.string().trim().min(1).max(10000);

/** The fields add and edit take. `sceneId` null: every scene. */
export const NoticeFields = z.object({
  sceneId: Id.nullable().default(null),
  titleCn: Title,
  titleEn: Title,
  titleTc: Title,
  contentCn: Content,
  contentEn: Content,
  contentTc: Content,
  status: z.union([z.literal(0), z.literal(1)]).default(0),
  sort: z.number().int().min(0).max(99999).default(0),
});
export type NoticeFields = z.output<typeof NoticeFields>;

/** A notice or disclaimer as the back office lists it. */
export const NoticeRow = z.object({
  id: z.number().int(),
  kind: NoticeKind,
  sceneId: z.number().int().nullable(),
  /** The scene in the caller's language; null: every scene. */
  sceneName: z.string().nullable(),
  /** The title in the caller's language. */
  title: z.string(),
  titleCn: z.string(),
  titleEn: z.string(),
  titleTc: z.string(),
  contentCn: z.string(),
  contentEn: z.string(),
  contentTc: z.string(),
  version: z.number().int(),
  status: z.number().int(),
  sort: z.number().int(),
  updatedAt: IsoDateTime,
});
export type NoticeRow = z.infer<typeof NoticeRow>;

/** The back-office calls of one kind: page, add, edit, delete under `/resv/<kind>/…` with `resv:<kind>:…` codes. */
function noticeCalls<K extends NoticeKind>(kind: K) {
  const name = kind === 'notice' ? 'booking notices' : 'disclaimers';
  return {
    page: defineCall({
      method: 'GET',
      path: `/resv/${kind}/page`,
      access: `resv:${kind}:page`,
      summary:
        `The ${name}, filtered by title keyword (any language), scene (\`0\`: those for every scene) ` +
        'and status; by sort and id.',
      input: PageQuery.extend({
        keyword: z.string().trim().max(64).optional(),
        sceneId: z.coerce.number().int().min(0).optional(),
        status: z.coerce
          .number()
          .pipe(z.union([z.literal(0), z.literal(1)]))
          .optional(),
      }),
      output: pageOf(NoticeRow),
      errors: [],
    }),
    add: defineCall({
      method: 'POST',
      path: `/resv/${kind}/add`,
      access: `resv:${kind}:add`,
      summary: `Create one of the ${name} (version 1) for a scene or every scene (NOT_FOUND for an unknown scene).`,
      input: NoticeFields,
      output: NoticeRow,
      errors: [Code.NOT_FOUND],
    }),
    edit: defineCall({
      method: 'POST',
      path: `/resv/${kind}/edit`,
      access: `resv:${kind}:edit`,
      summary: `Edit one of the ${name}; its version grows by one.`,
      input: NoticeFields.extend({ id: Id }),
      output: NoticeRow,
      errors: [Code.NOT_FOUND],
    }),
    remove: defineCall({
      method: 'POST',
      path: `/resv/${kind}/delete`,
      access: `resv:${kind}:delete`,
      summary: `Delete ${name} (all or nothing). Bookings keep the {id, version} they accepted.`,
      input: z.object({ ids: z.array(Id).min(1).max(100) }),
      output: NullOutput,
      errors: [Code.NOT_FOUND],
    }),
  };
}

const notices = noticeCalls('notice');
const disclaimers = noticeCalls('disclaimer');

export const noticePage = notices.page;
export const noticeAdd = notices.add;
export const noticeEdit = notices.edit;
export const noticeDelete = notices.remove;
export const disclaimerPage = disclaimers.page;
export const disclaimerAdd = disclaimers.add;
export const disclaimerEdit = disclaimers.edit;
export const disclaimerDelete = disclaimers.remove;

/** The calls of each kind, for code that serves both. */
export const NOTICE_CALLS = { notice: notices, disclaimer: disclaimers } as const;

/** A text the booker reads before booking, in the caller's language. */
export const TerminalNotice = z.object({
  id: z.number().int(),
  kind: NoticeKind,
  /** What an acceptance records with the id. */
  version: z.number().int(),
  title: z.string(),
  content: z.string(),
});
export type TerminalNotice = z.infer<typeof TerminalNotice>;

export const reserveNotices = defineCall({
  method: 'GET',
  path: '/api/reserve/notices',
  access: 'user',
  summary:
    "The enabled notices and disclaimers that apply to a site (its scene's and those for every scene), " +
    "in the caller's language; notices first. SITE_NOT_FOUND for an unknown or disabled site.",
  input: z.object({ siteId: Id }),
  output: z.array(TerminalNotice),
  errors: [Code.SITE_NOT_FOUND],
});
