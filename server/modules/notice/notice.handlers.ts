/**
 * Handlers of platform/contracts/notice.contract.ts (/reserveNotice,
 * /disclaimers and the terminal's GET /api/reserve/notices). One implementation serves
 * both kinds; a call of one kind never sees or changes a row of the other (an id of the
 * other kind is NOT_FOUND). Every edit sets `version = version + 1` in its UPDATE, in the
 * call's transaction, so concurrent edits each count.
 */
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { NoticeKind, NoticeRow } from '../../../platform/contracts/notice.contract';
import * as noticeContracts from '../../../platform/contracts/notice.contract';
import type { Lang } from '../../../platform/i18n/languages';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { containing, offsetOf, pageResult } from '../../db/paging';
import { reserveNotice, scene, site } from '../../db/schema/index';
import type { ParsedInput } from '../../../platform/contracts/define-call';
import { implement, type SignedInContext } from '../../plugins/call-handler';
import { byLang } from '../../plugins/i18n';
import { toWireTime } from '../reserve/campus-time';

/** Time zone of `updatedAt` on the wire (DESIGN.md §6 default). */
const NOTICE_TIME_ZONE = 'Asia/Shanghai';

/** Notices joined to their scene (left: null scene = every scene). */
function noticeQuery(db: Db) {
  return db
    .select({
      row: reserveNotice,
      scene: { nameCn: scene.nameCn, nameEn: scene.nameEn, nameTc: scene.nameTc },
    })
    .from(reserveNotice)
    .leftJoin(scene, eq(scene.id, reserveNotice.sceneId));
}

type NoticeSelected = Awaited<ReturnType<ReturnType<typeof noticeQuery>['where']>>[number];

function noticeOut({ row, scene: s }: NoticeSelected, lang: Lang): NoticeRow {
  return {
    ...row,
    sceneName: s ? byLang(lang, s.nameCn, s.nameEn, s.nameTc) : null,
    title: byLang(lang, row.titleCn, row.titleEn, row.titleTc),
    updatedAt: toWireTime(row.updatedAt, NOTICE_TIME_ZONE),
  };
}

/** @throws AppError NOT_FOUND when scene `id` (null: every scene) does not exist */
async function assertScene(db: Db, id: number | null): Promise<void> {
  if (id === null) return;
  if (!(await db.select({ id: scene.id }).from(scene).where(eq(scene.id, id))).length)
    throw new AppError(Code.NOT_FOUND);
}

/**
 * One row of `kind` on the wire.
 * @throws AppError NOT_FOUND when there is no row `id` of that kind
 */
async function findNotice(db: Db, kind: NoticeKind, id: number, lang: Lang): Promise<NoticeRow> {
  const [row] = await noticeQuery(db).where(and(eq(reserveNotice.id, id), eq(reserveNotice.kind, kind)));
  if (!row) throw new AppError(Code.NOT_FOUND);
  return noticeOut(row, lang);
}

/**
 * The four back-office handlers of one kind. Their parameters are typed explicitly (the two
 * kinds' inputs are the same schemas), so each serves the call of either kind.
 */
function kindHandlers(kind: NoticeKind) {
  return {
    page: async (input: ParsedInput<typeof noticeContracts.noticePage>, ctx: SignedInContext) => {
      const k = input.keyword ? containing(input.keyword) : null;
      const where = and(
        eq(reserveNotice.kind, kind),
        k
          ? or(ilike(reserveNotice.titleCn, k), ilike(reserveNotice.titleEn, k), ilike(reserveNotice.titleTc, k))
          : undefined,
        input.sceneId === undefined
          ? undefined
          : input.sceneId === 0
            ? isNull(reserveNotice.sceneId)
            : eq(reserveNotice.sceneId, input.sceneId),
        input.status === undefined ? undefined : eq(reserveNotice.status, input.status),
      );
      const rows = await noticeQuery(ctx.db)
        .where(where)
        .orderBy(asc(reserveNotice.sort), asc(reserveNotice.id))
        .limit(input.pageSize)
        .offset(offsetOf(input));
      const [{ total }] = await ctx.db.select({ total: count() }).from(reserveNotice).where(where);
      return pageResult(
        rows.map((r) => noticeOut(r, ctx.lang)),
        total,
        input,
      );
    },

    add: async (input: ParsedInput<typeof noticeContracts.noticeAdd>, ctx: SignedInContext) => {
      await assertScene(ctx.db, input.sceneId);
      const [row] = await ctx.db
        .insert(reserveNotice)
        .values({ ...input, kind, version: 1, updatedAt: ctx.now })
        .returning({ id: reserveNotice.id });
      const after = await findNotice(ctx.db, kind, row.id, ctx.lang);
      ctx.audit({ after });
      return after;
    },

    edit: async (input: ParsedInput<typeof noticeContracts.noticeEdit>, ctx: SignedInContext) => {
      const { id, ...fields } = input;
      const before = await findNotice(ctx.db, kind, id, ctx.lang);
      await assertScene(ctx.db, fields.sceneId);
      await ctx.db
        .update(reserveNotice)
        .set({ ...fields, version: sql`${reserveNotice.version} + 1`, updatedAt: ctx.now })
        .where(and(eq(reserveNotice.id, id), eq(reserveNotice.kind, kind)));
      const after = await findNotice(ctx.db, kind, id, ctx.lang);
      ctx.audit({ before, after });
      return after;
    },

    remove: async (input: ParsedInput<typeof noticeContracts.noticeDelete>, ctx: SignedInContext) => {
      const ids = [...new Set(input.ids)];
      const where = and(inArray(reserveNotice.id, ids), eq(reserveNotice.kind, kind));
      const before = (await noticeQuery(ctx.db).where(where)).map((r) => noticeOut(r, ctx.lang));
      if (before.length !== ids.length) throw new AppError(Code.NOT_FOUND);
      await ctx.db.delete(reserveNotice).where(where);
      ctx.audit({ before });
      return null;
    },
  };
}

const notices = kindHandlers('notice');
const disclaimers = kindHandlers('disclaimer');

/** Registrations of the notice module (each call must have a handler: a compile error otherwise). */
export const noticeHandlers = implement(noticeContracts, {
  noticePage: notices.page,
  noticeAdd: notices.add,
  noticeEdit: notices.edit,
  noticeDelete: notices.remove,
  disclaimerPage: disclaimers.page,
  disclaimerAdd: disclaimers.add,
  disclaimerEdit: disclaimers.edit,
  disclaimerDelete: disclaimers.remove,

  reserveNotices: async (input, ctx) => {
    const [target] = await ctx.db
      .select({ sceneId: site.sceneId })
      .from(site)
      .where(and(eq(site.id, input.siteId), eq(site.enabled, true)));
    if (!target) throw new AppError(Code.SITE_NOT_FOUND);
    const rows = await ctx.db
      .select()
      .from(reserveNotice)
      .where(
        and(eq(reserveNotice.status, 0), or(isNull(reserveNotice.sceneId), eq(reserveNotice.sceneId, target.sceneId))),
      )
      // 'notice' > 'disclaimer' as text: notices come first.
      .orderBy(desc(reserveNotice.kind), asc(reserveNotice.sort), asc(reserveNotice.id));
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      version: r.version,
      title: byLang(ctx.lang, r.titleCn, r.titleEn, r.titleTc),
      content: byLang(ctx.lang, r.contentCn, r.contentEn, r.contentTc),
    }));
  },
});
