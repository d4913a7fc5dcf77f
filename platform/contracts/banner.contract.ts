/**
 * Banners of the reservation terminal (spec §2 /siteBanner "variant by setting"; spec §7
 * GET /api/ms/banner/list).
 *
 * A banner is for one terminal variant (`school` 0–5 of the system config) or every variant
 * (`school` null), and one {@link BANNER_POSITIONS position}; it has a title in CN (EN and TC
 * optional: empty ones show the CN title), an image material of the media library
 * (material.contract.ts; BANNER_IMAGE_REQUIRED otherwise), an optional link — an in-app path
 * of the terminal (`/appointment`) or an `https://` URL, see {@link isBannerLink}
 * (BANNER_LINK_INVALID otherwise) — a schedule (`startAt`/`endAt`, either open; outside it the
 * banner is not shown; BANNER_SCHEDULE_INVALID when it ends before it starts), a sort and a
 * status (0 enabled, 1 disabled).
 *
 * Access codes (server/db/seed-menus.ts, folder "Content"): `ms:banner:<page|add|edit|delete|changeStatus>`;
 * the terminal's list is for every signed-in user and reads the variant from the system
 * config, never from the caller.
 */
import { z } from 'zod';
import { defineCall } from './define-call';
import { Code } from '../protocol/codes';
import { Id, IsoDateTime, NullOutput } from './common';
import { PageQuery, pageOf } from '../protocol/envelope';

/** Where a banner shows on the terminal. */
export const BANNER_POSITIONS = ['homeTop', 'homeBottom'] as const;
export const BannerPosition = z.enum(BANNER_POSITIONS);
export type BannerPosition = z.infer<typeof BannerPosition>;

/** The terminal variants (`school` of the system config). */
export const BANNER_VARIANTS = [0, 1, 2, 3, 4, 5] as const;

/**
 * Whether `link` may be a banner's link: an in-app path (`/` then no `/` or `\`, no blanks or
 * control characters) or an absolute `https://` URL with a host and no credentials. Every other
 * scheme (javascript:, data:, http:, vbscript: …) is refused.
 */
export function isBannerLink(link: string): boolean {
  if (/[\s\u0000-\u001f\u007f\\]/.test(link) || link.length > 1000) return false;
  if (link.startsWith('/')) return !link.startsWith('//');
  if (!/^https:\/\//i.test(link)) return false;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** Whether a (valid) banner link leaves the terminal (an https URL). */
export function isExternalLink(link: string): boolean {
  return !link.startsWith('/');
}

const Title = z.string().trim().max(100);
const blankToNull = (v: string | null | undefined) => v || null;

/** The fields add and edit take. */
export const BannerFields = z.object({
  /** A variant 0–5, or null: every variant. */
  school: z.number().int().min(0).max(5).nullable().default(null),
  position: BannerPosition,
  titleCn: Title.min(1),
  titleEn: Title.default(''),
  titleTc: Title.default(''),
  materialId: Id,
  /** Checked by the server with {@link isBannerLink} (a coded, localized refusal). */
  link: z.string().trim().max(1000).nullish().transform(blankToNull),
  startAt: IsoDateTime.nullable().default(null),
  endAt: IsoDateTime.nullable().default(null),
  sort: z.coerce.number().int().min(0).max(99999).default(0),
  status: z.union([z.literal(0), z.literal(1)]).default(0),
});
export type BannerFields = z.output<typeof BannerFields>;

/** A banner as the back office lists it. */
export const BannerRow = z.object({
  id: z.number().int(),
  school: z.number().int().nullable(),
  position: BannerPosition,
  /** The title in the caller's language (CN when empty). */
  title: z.string(),
  titleCn: z.string(),
  titleEn: z.string(),
  titleTc: z.string(),
  materialId: z.number().int(),
  materialName: z.string(),
  /** The image under the proxy base: `/media/<mediaId>`. */
  imageUrl: z.string(),
  link: z.string().nullable(),
  startAt: IsoDateTime.nullable(),
  endAt: IsoDateTime.nullable(),
  sort: z.number().int(),
  status: z.number().int(),
  updatedAt: IsoDateTime,
});
export type BannerRow = z.infer<typeof BannerRow>;

export const bannerPage = defineCall({
  method: 'GET',
  path: '/ms/banner/page',
  access: 'ms:banner:page',
  summary:
    'The banners, filtered by variant (`all`: those for every variant), position and status; by position, sort and id.',
  input: PageQuery.extend({
    school: z.union([z.literal('all'), z.coerce.number().int().min(0).max(5)]).optional(),
    position: BannerPosition.optional(),
    status: z.coerce
      .number()
      .pipe(z.union([z.literal(0), z.literal(1)]))
      .optional(),
  }),
  output: pageOf(BannerRow),
  errors: [],
});

const bannerErrors = [
  Code.NOT_FOUND,
  Code.BANNER_IMAGE_REQUIRED,
  Code.BANNER_LINK_INVALID,
  Code.BANNER_SCHEDULE_INVALID,
] as const;

export const bannerAdd = defineCall({
  method: 'POST',
  path: '/ms/banner/add',
  access: 'ms:banner:add',
  summary:
    'Create a banner (NOT_FOUND for an unknown material, BANNER_IMAGE_REQUIRED, BANNER_LINK_INVALID, ' +
    'BANNER_SCHEDULE_INVALID).',
  input: BannerFields,
  output: BannerRow,
  errors: bannerErrors,
});

export const bannerEdit = defineCall({
  method: 'POST',
  path: '/ms/banner/edit',
  access: 'ms:banner:edit',
  summary: 'Edit a banner (the same checks as add).',
  input: BannerFields.extend({ id: Id }),
  output: BannerRow,
  errors: bannerErrors,
});

export const bannerChangeStatus = defineCall({
  method: 'POST',
  path: '/ms/banner/changeStatus',
  access: 'ms:banner:changeStatus',
  summary: 'Enable (0) or disable (1) a banner (NOT_FOUND).',
  input: z.object({ id: Id, status: z.union([z.literal(0), z.literal(1)]) }),
  output: BannerRow,
  errors: [Code.NOT_FOUND],
});

export const bannerDelete = defineCall({
  method: 'POST',
  path: '/ms/banner/delete',
  access: 'ms:banner:delete',
  summary: 'Delete banners (all or nothing; NOT_FOUND). Their materials stay in the library.',
  input: z.object({ ids: z.array(Id).min(1).max(100) }),
  output: NullOutput,
  errors: [Code.NOT_FOUND],
});

/** A banner as the terminal shows it, in the caller's language. */
export const TerminalBanner = z.object({
  id: z.number().int(),
  title: z.string(),
  imageUrl: z.string(),
  /** An in-app path, an https URL, or null (no link). */
  link: z.string().nullable(),
});
export type TerminalBanner = z.infer<typeof TerminalBanner>;

export const bannerList = defineCall({
  method: 'GET',
  path: '/api/ms/banner/list',
  access: 'user',
  summary:
    "The enabled banners of a position for the terminal's variant (the `school` setting) and those for every " +
    "variant, within their schedule now, in the caller's language (CN when empty); by sort and id.",
  input: z.object({ position: BannerPosition.default('homeTop') }),
  output: z.array(TerminalBanner),
  errors: [],
});
