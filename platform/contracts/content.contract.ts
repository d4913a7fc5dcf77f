/**
 * Rich-text content (spec §2 base admin pages /siteNews, /siteNotice, /help; spec §7
 * `/api/ms/…`): news, notices and help articles with their title and body in CN, EN and TC,
 * and the help kinds that group the help articles.
 *
 * - Back office, one set of calls per kind under `/ms/<news|notice|help>/…` with
 *   `ms:<kind>:<page|add|edit|delete|publish|pin>` codes (detail needs `page`); help kinds
 *   under `/ms/helpKind/…` with `ms:helpKind:<page|add|edit|delete>`.
 * - Terminal (signed-in users), the spec's wire names: `GET /api/ms/help/kind`,
 *   `/api/ms/news/list`, `/api/ms/news/detail`, `/api/ms/notice/list`, `/api/ms/notice/detail`.
 *   Only published items whose publish time has come; pinned first, then newest; a draft or a
 *   scheduled item answers NOT_FOUND like a missing one; a detail call counts one read.
 * - Texts come in the caller's language, an empty one falling back to the others
 *   (CN → TC → EN, EN → CN → TC, TC → CN → EN). Bodies are HTML, sanitised on save.
 */
import { z } from 'zod';
import { defineCall } from './define-call';
import { Code } from '../protocol/codes';
import { Id, IsoDateTime, NoInput, NullOutput } from './common';
import { PageQuery, pageOf } from '../protocol/envelope';

/** news | notice | help. */
export const ArticleKind = z.enum(['news', 'notice', 'help']);
export type ArticleKind = z.infer<typeof ArticleKind>;

/** draft | published. */
export const ArticleStatus = z.enum(['draft', 'published']);
export type ArticleStatus = z.infer<typeof ArticleStatus>;

const Title = z.string().trim().max(200).default('');
/** HTML of the rich-text editor; the server sanitises it before storing. */
const Body = z.string().max(200_000).default('');
/** A cover picture: an `http(s)` address or a path of this server (e.g. the media route). */
const CoverUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^(https?:\/\/|\/)[^\s"'<>]*$/)
  .nullable()
  .default(null);

/**
 * The fields add and edit take. At least one title is required (CONTENT_TITLE_REQUIRED).
 * `publishAt` null: now. `helpKindId` only for help articles (required there, NOT_FOUND when
 * unknown; ignored for news and notices).
 */
export const ArticleFields = z.object({
  helpKindId: Id.nullable().default(null),
  titleCn: Title,
  titleEn: Title,
  titleTc: Title,
  bodyCn: Body,
  bodyEn: Body,
  bodyTc: Body,
  status: ArticleStatus.default('draft'),
  publishAt: IsoDateTime.nullable().default(null),
  pinned: z.boolean().default(false),
  coverUrl: CoverUrl,
  sort: z.number().int().min(0).max(99999).default(0),
});
export type ArticleFields = z.output<typeof ArticleFields>;

/** A news item, notice or help article as the back office sees it. */
export const ArticleRow = z.object({
  id: z.number().int(),
  kind: ArticleKind,
  helpKindId: z.number().int().nullable(),
  /** The help kind's name in the caller's language; null for news and notices. */
  helpKindName: z.string().nullable(),
  /** The title in the caller's language (with fallback). */
  title: z.string(),
  titleCn: z.string(),
  titleEn: z.string(),
  titleTc: z.string(),
  bodyCn: z.string(),
  bodyEn: z.string(),
  bodyTc: z.string(),
  status: ArticleStatus,
  publishAt: IsoDateTime,
  pinned: z.boolean(),
  readCount: z.number().int(),
  coverUrl: z.string().nullable(),
  sort: z.number().int(),
  /** Names of the users who created and last changed it (null: deleted user or the seed). */
  createdBy: z.string().nullable(),
  updatedBy: z.string().nullable(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type ArticleRow = z.infer<typeof ArticleRow>;

/** The back-office calls of one kind, under `/ms/<kind>/…` with `ms:<kind>:…` codes. */
function articleCalls<K extends ArticleKind>(kind: K) {
  const prefix = `/ms/${kind}`;
  return {
    page: defineCall({
      method: 'GET',
      path: `${prefix}/page`,
      access: `ms:${kind}:page`,
      summary:
        `The ${kind} items, filtered by title keyword (any language), status and (help) kind; ` +
        'pinned first, then newest publish time.',
      input: PageQuery.extend({
        keyword: z.string().trim().max(64).optional(),
        status: ArticleStatus.optional(),
        helpKindId: Id.optional(),
      }),
      output: pageOf(ArticleRow),
      errors: [],
    }),
    detail: defineCall({
      method: 'GET',
      path: `${prefix}/detail`,
      access: `ms:${kind}:page`,
      summary: `One ${kind} item with its texts in every language (NOT_FOUND when missing).`,
      input: z.object({ id: Id }),
      output: ArticleRow,
      errors: [Code.NOT_FOUND],
    }),
    add: defineCall({
      method: 'POST',
      path: `${prefix}/add`,
      access: `ms:${kind}:add`,
      summary: `Create a ${kind} item; bodies are sanitised.`,
      input: ArticleFields,
      output: ArticleRow,
      errors: [Code.CONTENT_TITLE_REQUIRED, Code.NOT_FOUND],
    }),
    edit: defineCall({
      method: 'POST',
      path: `${prefix}/edit`,
      access: `ms:${kind}:edit`,
      summary: `Edit a ${kind} item; bodies are sanitised.`,
      input: ArticleFields.extend({ id: Id }),
      output: ArticleRow,
      errors: [Code.CONTENT_TITLE_REQUIRED, Code.NOT_FOUND],
    }),
    remove: defineCall({
      method: 'POST',
      path: `${prefix}/delete`,
      access: `ms:${kind}:delete`,
      summary: `Delete ${kind} items (all or nothing).`,
      input: z.object({ ids: z.array(Id).min(1).max(100) }),
      output: NullOutput,
      errors: [Code.NOT_FOUND],
    }),
    publish: defineCall({
      method: 'POST',
      path: `${prefix}/publish`,
      access: `ms:${kind}:publish`,
      summary: `Publish (keeping its publish time) or withdraw to draft a ${kind} item.`,
      input: z.object({ id: Id, published: z.boolean() }),
      output: ArticleRow,
      errors: [Code.NOT_FOUND],
    }),
    pin: defineCall({
      method: 'POST',
      path: `${prefix}/pin`,
      access: `ms:${kind}:pin`,
      summary: `Pin a ${kind} item to the top of the terminal's list, or unpin it.`,
      input: z.object({ id: Id, pinned: z.boolean() }),
      output: ArticleRow,
      errors: [Code.NOT_FOUND],
    }),
  };
}

const news = articleCalls('news');
const notices = articleCalls('notice');
const help = articleCalls('help');

export const newsPage = news.page;
export const newsDetail = news.detail;
export const newsAdd = news.add;
export const newsEdit = news.edit;
export const newsDelete = news.remove;
export const newsPublish = news.publish;
export const newsPin = news.pin;
export const siteNoticePage = notices.page;
export const siteNoticeDetail = notices.detail;
export const siteNoticeAdd = notices.add;
export const siteNoticeEdit = notices.edit;
export const siteNoticeDelete = notices.remove;
export const siteNoticePublish = notices.publish;
export const siteNoticePin = notices.pin;
export const helpPage = help.page;
export const helpDetail = help.detail;
export const helpAdd = help.add;
export const helpEdit = help.edit;
export const helpDelete = help.remove;
export const helpPublish = help.publish;
export const helpPin = help.pin;

/** The back-office calls of each kind, for code that serves all three. */
export const ARTICLE_CALLS = { news, notice: notices, help } as const;

const KindName = z.string().trim().max(100).default('');

/** The fields of a help kind; at least one name is required (CONTENT_TITLE_REQUIRED). */
export const HelpKindFields = z.object({
  nameCn: KindName,
  nameEn: KindName,
  nameTc: KindName,
  sort: z.number().int().min(0).max(99999).default(0),
  /** 0 shown in the terminal, 1 hidden. */
  status: z.union([z.literal(0), z.literal(1)]).default(0),
});
export type HelpKindFields = z.output<typeof HelpKindFields>;

/** A help kind in the back office. */
export const HelpKindRow = z.object({
  id: z.number().int(),
  /** The name in the caller's language (with fallback). */
  name: z.string(),
  nameCn: z.string(),
  nameEn: z.string(),
  nameTc: z.string(),
  sort: z.number().int(),
  status: z.number().int(),
  /** How many help articles it holds (any status). */
  articles: z.number().int(),
  updatedAt: IsoDateTime,
});
export type HelpKindRow = z.infer<typeof HelpKindRow>;

export const helpKindPage = defineCall({
  method: 'GET',
  path: '/ms/helpKind/page',
  access: 'ms:helpKind:page',
  summary: 'The help kinds by sort and id, filtered by name keyword (any language).',
  input: PageQuery.extend({ keyword: z.string().trim().max(64).optional() }),
  output: pageOf(HelpKindRow),
  errors: [],
});

export const helpKindAdd = defineCall({
  method: 'POST',
  path: '/ms/helpKind/add',
  access: 'ms:helpKind:add',
  summary: 'Create a help kind.',
  input: HelpKindFields,
  output: HelpKindRow,
  errors: [Code.CONTENT_TITLE_REQUIRED],
});

export const helpKindEdit = defineCall({
  method: 'POST',
  path: '/ms/helpKind/edit',
  access: 'ms:helpKind:edit',
  summary: 'Edit a help kind.',
  input: HelpKindFields.extend({ id: Id }),
  output: HelpKindRow,
  errors: [Code.CONTENT_TITLE_REQUIRED, Code.NOT_FOUND],
});

export const helpKindDelete = defineCall({
  method: 'POST',
  path: '/ms/helpKind/delete',
  access: 'ms:helpKind:delete',
  summary: 'Delete help kinds without articles (HELP_KIND_IN_USE otherwise; all or nothing).',
  input: z.object({ ids: z.array(Id).min(1).max(100) }),
  output: NullOutput,
  errors: [Code.NOT_FOUND, Code.HELP_KIND_IN_USE],
});

/** A news item or notice in the terminal's list. */
export const TerminalArticleItem = z.object({
  id: z.number().int(),
  kind: ArticleKind,
  title: z.string(),
  coverUrl: z.string().nullable(),
  pinned: z.boolean(),
  publishAt: IsoDateTime,
  readCount: z.number().int(),
});
export type TerminalArticleItem = z.infer<typeof TerminalArticleItem>;

/** A news item, notice or help article as the terminal shows it: `body` is sanitised HTML. */
export const TerminalArticle = TerminalArticleItem.extend({ body: z.string() });
export type TerminalArticle = z.infer<typeof TerminalArticle>;

/** One list and one detail call for the terminal per kind (news, notice). */
function terminalCalls<K extends 'news' | 'notice'>(kind: K) {
  return {
    list: defineCall({
      method: 'GET',
      path: `/api/ms/${kind}/list`,
      access: 'user',
      summary: `The published ${kind} items whose publish time has come, pinned first, then newest.`,
      input: PageQuery,
      output: pageOf(TerminalArticleItem),
      errors: [],
    }),
    detail: defineCall({
      method: 'GET',
      path: `/api/ms/${kind}/detail`,
      access: 'user',
      summary: `One published ${kind} item (NOT_FOUND for a draft or a scheduled one); counts one read.`,
      input: z.object({ id: Id }),
      output: TerminalArticle,
      errors: [Code.NOT_FOUND],
    }),
  };
}

const terminalNews = terminalCalls('news');
const terminalNotices = terminalCalls('notice');
export const msNewsList = terminalNews.list;
export const msNewsDetail = terminalNews.detail;
export const msNoticeList = terminalNotices.list;
export const msNoticeDetail = terminalNotices.detail;

/** The terminal's calls of each listed kind. */
export const TERMINAL_CALLS = { news: terminalNews, notice: terminalNotices } as const;

/** A help kind with its published articles, in the caller's language. */
export const TerminalHelpKind = z.object({
  id: z.number().int(),
  name: z.string(),
  articles: z.array(TerminalArticle),
});
export type TerminalHelpKind = z.infer<typeof TerminalHelpKind>;

export const msHelpKind = defineCall({
  method: 'GET',
  path: '/api/ms/help/kind',
  access: 'user',
  summary: 'The shown help kinds by sort, each with its published articles (pinned first, then by sort).',
  input: NoInput,
  output: z.array(TerminalHelpKind),
  errors: [],
});
