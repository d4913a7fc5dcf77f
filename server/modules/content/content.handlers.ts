/**
 * Handlers of platform/contracts/content.contract.ts: news, notices and help articles in
 * one table (`ms_article`, by `kind`), help kinds (`ms_help_kind`), and the terminal's
 * `/api/ms/…` reads. A call of one kind never sees or changes a row of another (an id of
 * another kind is NOT_FOUND). Bodies are sanitised before they are stored.
 */
import { and, asc, count, desc, eq, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ArticleFields, ArticleKind, ArticleRow, HelpKindRow } from '../../../platform/contracts/content.contract';
import * as contentContracts from '../../../platform/contracts/content.contract';
import type { ParsedInput } from '../../../platform/contracts/define-call';
import type { Lang } from '../../../platform/i18n/languages';
import { textWithFallback } from '../../../platform/i18n/text-fallback';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { containing, offsetOf, pageResult } from '../../db/paging';
import { msArticle, msHelpKind, sysUser } from '../../db/schema/index';
import { implement, type SignedInContext } from '../../plugins/call-handler';
import { toWireTime } from '../reserve/campus-time';
import { sanitizeRichText } from './sanitize';

/** Time zone of the times on the wire (DESIGN.md §6 default). */
const CONTENT_TIME_ZONE = 'Asia/Shanghai';

const creator = alias(sysUser, 'creator');
const updater = alias(sysUser, 'updater');

/** Articles with their help kind and the names of their creator and last editor. */
function articleQuery(db: Db) {
  return db
    .select({
      row: msArticle,
      kind: { nameCn: msHelpKind.nameCn, nameEn: msHelpKind.nameEn, nameTc: msHelpKind.nameTc },
      createdBy: creator.name,
      updatedBy: updater.name,
    })
    .from(msArticle)
    .leftJoin(msHelpKind, eq(msHelpKind.id, msArticle.helpKindId))
    .leftJoin(creator, eq(creator.id, msArticle.createdBy))
    .leftJoin(updater, eq(updater.id, msArticle.updatedBy));
}

type ArticleSelected = Awaited<ReturnType<ReturnType<typeof articleQuery>['where']>>[number];

function articleOut({ row, kind, createdBy, updatedBy }: ArticleSelected, lang: Lang): ArticleRow {
  return {
    ...row,
    helpKindName: kind ? textWithFallback(lang, kind.nameCn, kind.nameEn, kind.nameTc) : null,
    title: textWithFallback(lang, row.titleCn, row.titleEn, row.titleTc),
    publishAt: toWireTime(row.publishAt, CONTENT_TIME_ZONE),
    createdAt: toWireTime(row.createdAt, CONTENT_TIME_ZONE),
    updatedAt: toWireTime(row.updatedAt, CONTENT_TIME_ZONE),
    createdBy,
    updatedBy,
  };
}

/**
 * One article of `kind` on the wire.
 * @throws AppError NOT_FOUND when there is no article `id` of that kind
 */
async function findArticle(db: Db, kind: ArticleKind, id: number, lang: Lang): Promise<ArticleRow> {
  const [row] = await articleQuery(db).where(and(eq(msArticle.id, id), eq(msArticle.kind, kind)));
  if (!row) throw new AppError(Code.NOT_FOUND);
  return articleOut(row, lang);
}

/**
 * The stored values of `fields` for `kind`: bodies sanitised, publish time defaulted to `now`,
 * help kind only for help articles.
 * @throws AppError CONTENT_TITLE_REQUIRED without any title; NOT_FOUND for a help article
 *   without an existing help kind
 */
async function storedFields(db: Db, kind: ArticleKind, fields: ArticleFields, now: Date) {
  if (!textWithFallback('CN', fields.titleCn, fields.titleEn, fields.titleTc))
    throw new AppError(Code.CONTENT_TITLE_REQUIRED);
  const helpKindId = kind === 'help' ? fields.helpKindId : null;
  if (kind === 'help') {
    const found = helpKindId
      ? await db.select({ id: msHelpKind.id }).from(msHelpKind).where(eq(msHelpKind.id, helpKindId))
      : [];
    if (!found.length) throw new AppError(Code.NOT_FOUND);
  }
  return {
    ...fields,
    helpKindId,
    bodyCn: sanitizeRichText(fields.bodyCn),
    bodyEn: sanitizeRichText(fields.bodyEn),
    bodyTc: sanitizeRichText(fields.bodyTc),
    publishAt: fields.publishAt ? new Date(fields.publishAt) : now,
  };
}

/** The back-office handlers of one kind (the three kinds' inputs are the same schemas). */
function kindHandlers(kind: ArticleKind) {
  type Calls = (typeof contentContracts.ARTICLE_CALLS)['news'];
  const ofKind = (id: number) => and(eq(msArticle.id, id), eq(msArticle.kind, kind));

  /** Sets `changes` on article `id` of this kind, with the editor and time; audited. */
  async function change(id: number, changes: Partial<typeof msArticle.$inferInsert>, ctx: SignedInContext) {
    const before = await findArticle(ctx.db, kind, id, ctx.lang);
    await ctx.db
      .update(msArticle)
      .set({ ...changes, updatedBy: ctx.principal.userId, updatedAt: ctx.now })
      .where(ofKind(id));
    const after = await findArticle(ctx.db, kind, id, ctx.lang);
    ctx.audit({ before, after });
    return after;
  }

  return {
    page: async (input: ParsedInput<Calls['page']>, ctx: SignedInContext) => {
      const k = input.keyword ? containing(input.keyword) : null;
      const where = and(
        eq(msArticle.kind, kind),
        k ? or(ilike(msArticle.titleCn, k), ilike(msArticle.titleEn, k), ilike(msArticle.titleTc, k)) : undefined,
        input.status ? eq(msArticle.status, input.status) : undefined,
        input.helpKindId ? eq(msArticle.helpKindId, input.helpKindId) : undefined,
      );
      const rows = await articleQuery(ctx.db)
        .where(where)
        .orderBy(desc(msArticle.pinned), desc(msArticle.publishAt), desc(msArticle.id))
        .limit(input.pageSize)
        .offset(offsetOf(input));
      const [{ total }] = await ctx.db.select({ total: count() }).from(msArticle).where(where);
      return pageResult(
        rows.map((r) => articleOut(r, ctx.lang)),
        total,
        input,
      );
    },

    detail: (input: ParsedInput<Calls['detail']>, ctx: SignedInContext) =>
      findArticle(ctx.db, kind, input.id, ctx.lang),

    add: async (input: ParsedInput<Calls['add']>, ctx: SignedInContext) => {
      const values = await storedFields(ctx.db, kind, input, ctx.now);
      const [row] = await ctx.db
        .insert(msArticle)
        .values({
          ...values,
          kind,
          createdBy: ctx.principal.userId,
          updatedBy: ctx.principal.userId,
          createdAt: ctx.now,
          updatedAt: ctx.now,
        })
        .returning({ id: msArticle.id });
      const after = await findArticle(ctx.db, kind, row.id, ctx.lang);
      ctx.audit({ after });
      return after;
    },

    edit: async (input: ParsedInput<Calls['edit']>, ctx: SignedInContext) => {
      const { id, ...fields } = input;
      await findArticle(ctx.db, kind, id, ctx.lang);
      return change(id, await storedFields(ctx.db, kind, fields, ctx.now), ctx);
    },

    remove: async (input: ParsedInput<Calls['remove']>, ctx: SignedInContext) => {
      const ids = [...new Set(input.ids)];
      const where = and(inArray(msArticle.id, ids), eq(msArticle.kind, kind));
      const before = (await articleQuery(ctx.db).where(where)).map((r) => articleOut(r, ctx.lang));
      if (before.length !== ids.length) throw new AppError(Code.NOT_FOUND);
      await ctx.db.delete(msArticle).where(where);
      ctx.audit({ before });
      return null;
    },

    publish: (input: ParsedInput<Calls['publish']>, ctx: SignedInContext) =>
      change(input.id, { status: input.published ? 'published' : 'draft' }, ctx),

    pin: (input: ParsedInput<Calls['pin']>, ctx: SignedInContext) => change(input.id, { pinned: input.pinned }, ctx),
  };
}

/** Published and due: what the terminal may show of `kind` at `now`. */
function shown(kind: ArticleKind, now: Date): SQL | undefined {
  return and(eq(msArticle.kind, kind), eq(msArticle.status, 'published'), lte(msArticle.publishAt, now));
}

type StoredArticle = typeof msArticle.$inferSelect;

/** A stored article as the terminal shows it, in `lang` with fallback. */
function terminalItem(row: StoredArticle, lang: Lang) {
  return {
    id: row.id,
    kind: row.kind,
    title: textWithFallback(lang, row.titleCn, row.titleEn, row.titleTc),
    coverUrl: row.coverUrl,
    pinned: row.pinned,
    publishAt: toWireTime(row.publishAt, CONTENT_TIME_ZONE),
    readCount: row.readCount,
  };
}

/** …with its body. */
function terminalArticle(row: StoredArticle, lang: Lang) {
  return { ...terminalItem(row, lang), body: textWithFallback(lang, row.bodyCn, row.bodyEn, row.bodyTc) };
}

/** The terminal's list and detail of `kind` (news or notice). */
function terminalHandlers(kind: 'news' | 'notice') {
  type Calls = (typeof contentContracts.TERMINAL_CALLS)['news'];
  return {
    list: async (input: ParsedInput<Calls['list']>, ctx: SignedInContext) => {
      const where = shown(kind, ctx.now);
      const rows = await ctx.db
        .select()
        .from(msArticle)
        .where(where)
        .orderBy(desc(msArticle.pinned), desc(msArticle.publishAt), desc(msArticle.id))
        .limit(input.pageSize)
        .offset(offsetOf(input));
      const [{ total }] = await ctx.db.select({ total: count() }).from(msArticle).where(where);
      return pageResult(
        rows.map((r) => terminalItem(r, ctx.lang)),
        total,
        input,
      );
    },
    // One UPDATE both checks that it is shown and counts the read.
    detail: async (input: ParsedInput<Calls['detail']>, ctx: SignedInContext) => {
      const [row] = await ctx.db
        .update(msArticle)
        .set({ readCount: sql`${msArticle.readCount} + 1` })
        .where(and(eq(msArticle.id, input.id), shown(kind, ctx.now)))
        .returning();
      if (!row) throw new AppError(Code.NOT_FOUND);
      return terminalArticle(row, ctx.lang);
    },
  };
}

/** Help kinds with their article counts. */
function helpKindQuery(db: Db) {
  return db
    .select({
      row: msHelpKind,
      articles: sql<number>`(select count(*)::int from "ms_article" "a"
        where "a"."help_kind_id" = "ms_help_kind"."id")`,
    })
    .from(msHelpKind);
}

function helpKindOut(
  { row, articles }: Awaited<ReturnType<ReturnType<typeof helpKindQuery>['where']>>[number],
  lang: Lang,
): HelpKindRow {
  return {
    ...row,
    name: textWithFallback(lang, row.nameCn, row.nameEn, row.nameTc),
    articles: Number(articles),
    updatedAt: toWireTime(row.updatedAt, CONTENT_TIME_ZONE),
  };
}

/** @throws AppError NOT_FOUND when there is no help kind `id` */
async function findHelpKind(db: Db, id: number, lang: Lang): Promise<HelpKindRow> {
  const [row] = await helpKindQuery(db).where(eq(msHelpKind.id, id));
  if (!row) throw new AppError(Code.NOT_FOUND);
  return helpKindOut(row, lang);
}

/** @throws AppError CONTENT_TITLE_REQUIRED when no name is given in any language */
function assertKindName(fields: { nameCn: string; nameEn: string; nameTc: string }): void {
  if (!textWithFallback('CN', fields.nameCn, fields.nameEn, fields.nameTc))
    throw new AppError(Code.CONTENT_TITLE_REQUIRED);
}

const news = kindHandlers('news');
const notices = kindHandlers('notice');
const help = kindHandlers('help');
const terminalNews = terminalHandlers('news');
const terminalNotices = terminalHandlers('notice');

/** Registrations of the content module (each call must have a handler: a compile error otherwise). */
export const contentHandlers = implement(contentContracts, {
  newsPage: news.page,
  newsDetail: news.detail,
  newsAdd: news.add,
  newsEdit: news.edit,
  newsDelete: news.remove,
  newsPublish: news.publish,
  newsPin: news.pin,
  siteNoticePage: notices.page,
  siteNoticeDetail: notices.detail,
  siteNoticeAdd: notices.add,
  siteNoticeEdit: notices.edit,
  siteNoticeDelete: notices.remove,
  siteNoticePublish: notices.publish,
  siteNoticePin: notices.pin,
  helpPage: help.page,
  helpDetail: help.detail,
  helpAdd: help.add,
  helpEdit: help.edit,
  helpDelete: help.remove,
  helpPublish: help.publish,
  helpPin: help.pin,

  helpKindPage: async (input, ctx) => {
    const k = input.keyword ? containing(input.keyword) : null;
    const where = k
      ? or(ilike(msHelpKind.nameCn, k), ilike(msHelpKind.nameEn, k), ilike(msHelpKind.nameTc, k))
      : undefined;
    const rows = await helpKindQuery(ctx.db)
      .where(where)
      .orderBy(asc(msHelpKind.sort), asc(msHelpKind.id))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    const [{ total }] = await ctx.db.select({ total: count() }).from(msHelpKind).where(where);
    return pageResult(
      rows.map((r) => helpKindOut(r, ctx.lang)),
      total,
      input,
    );
  },

  helpKindAdd: async (input, ctx) => {
    assertKindName(input);
    const [row] = await ctx.db
      .insert(msHelpKind)
      .values({ ...input, createdAt: ctx.now, updatedAt: ctx.now })
      .returning({ id: msHelpKind.id });
    const after = await findHelpKind(ctx.db, row.id, ctx.lang);
    ctx.audit({ after });
    return after;
  },

  helpKindEdit: async (input, ctx) => {
    const { id, ...fields } = input;
    assertKindName(fields);
    const before = await findHelpKind(ctx.db, id, ctx.lang);
    await ctx.db
      .update(msHelpKind)
      .set({ ...fields, updatedAt: ctx.now })
      .where(eq(msHelpKind.id, id));
    const after = await findHelpKind(ctx.db, id, ctx.lang);
    ctx.audit({ before, after });
    return after;
  },

  helpKindDelete: async (input, ctx) => {
    const ids = [...new Set(input.ids)];
    // Locked first: an article added meanwhile cannot slip under a kind being deleted.
    const locked = await ctx.db.select().from(msHelpKind).where(inArray(msHelpKind.id, ids)).for('update');
    if (locked.length !== ids.length) throw new AppError(Code.NOT_FOUND);
    const before = (await helpKindQuery(ctx.db).where(inArray(msHelpKind.id, ids))).map((r) =>
      helpKindOut(r, ctx.lang),
    );
    const used = before.find((k) => k.articles > 0);
    if (used) throw new AppError(Code.HELP_KIND_IN_USE, { id: used.id, articles: used.articles });
    await ctx.db.delete(msHelpKind).where(inArray(msHelpKind.id, ids));
    ctx.audit({ before });
    return null;
  },

  msNewsList: terminalNews.list,
  msNewsDetail: terminalNews.detail,
  msNoticeList: terminalNotices.list,
  msNoticeDetail: terminalNotices.detail,

  msHelpKind: async (_input, ctx) => {
    const kinds = await ctx.db
      .select()
      .from(msHelpKind)
      .where(eq(msHelpKind.status, 0))
      .orderBy(asc(msHelpKind.sort), asc(msHelpKind.id));
    const articles = await ctx.db
      .select()
      .from(msArticle)
      .where(shown('help', ctx.now))
      .orderBy(desc(msArticle.pinned), asc(msArticle.sort), desc(msArticle.publishAt), asc(msArticle.id));
    return kinds.map((k) => ({
      id: k.id,
      name: textWithFallback(ctx.lang, k.nameCn, k.nameEn, k.nameTc),
      articles: articles.filter((a) => a.helpKindId === k.id).map((a) => terminalArticle(a, ctx.lang)),
    }));
  },
});
