/**
 * Sensitive words (/siteWordFilter) and feedback (/feedback in the back office, /contact in
 * the terminal), spec §2. Back-office calls under `/ms/word/…` and `/ms/feedback/…` with
 * codes `ms:word:<page|add|edit|delete|import>` and `ms:feedback:<page|detail|reply|close>`;
 * the terminal sends feedback and reads its own with `/api/feedback/add` and
 * `/api/feedback/my/page` (any signed-in user; only the caller's own rows).
 *
 * - A word's `mode`: `refuse` — user text containing it (any case) is refused with
 *   WORD_REFUSED naming it; `mask` — it is stored as asterisks of its length
 *   (server/modules/word-filter/). Words are unique ignoring case (DUPLICATE).
 * - A feedback item's `status`: `new` → `replied` (a staff reply; the author gets the in-app
 *   message `feedbackReplied`) → `closed` (no more replies: FEEDBACK_CLOSED). Staff see the
 *   feedback of users in their data scope; another's answers like a missing one (NOT_FOUND).
 */
import { z } from 'zod';
import { defineCall } from './define-call';
import { Id, IsoDate, IsoDateTime, NullOutput } from './common';
import { Code } from '../protocol/codes';
import { PageQuery, pageOf } from '../protocol/envelope';

// --- sensitive words -----------------------------------------------------------------

/** What a word does to user text. */
export const WordMode = z.enum(['refuse', 'mask']);
export type WordMode = z.infer<typeof WordMode>;

/** A word as add and edit take it: 1–32 characters, no line break. */
const Word = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[^\r\n]+$/);

/** The fields of a word as add and edit take them. */
export const WordFields = z.object({ word: Word, mode: WordMode.default('refuse') });
export type WordFields = z.output<typeof WordFields>;

/** A word as the back office lists it. */
export const WordRow = z.object({
  id: z.number().int(),
  word: z.string(),
  mode: WordMode,
  createdAt: IsoDateTime,
});
export type WordRow = z.infer<typeof WordRow>;

export const wordPage = defineCall({
  method: 'GET',
  path: '/ms/word/page',
  access: 'ms:word:page',
  summary: 'Sensitive words, filtered by keyword and mode; newest first.',
  input: PageQuery.extend({ keyword: z.string().trim().max(32).optional(), mode: WordMode.optional() }),
  output: pageOf(WordRow),
  errors: [],
});

export const wordAdd = defineCall({
  method: 'POST',
  path: '/ms/word/add',
  access: 'ms:word:add',
  summary: 'Add a sensitive word (DUPLICATE when listed already, any case).',
  input: WordFields,
  output: WordRow,
  errors: [Code.DUPLICATE],
});

export const wordEdit = defineCall({
  method: 'POST',
  path: '/ms/word/edit',
  access: 'ms:word:edit',
  summary: 'Change a sensitive word or its mode.',
  input: WordFields.extend({ id: Id }),
  output: WordRow,
  errors: [Code.NOT_FOUND, Code.DUPLICATE],
});

export const wordDelete = defineCall({
  method: 'POST',
  path: '/ms/word/delete',
  access: 'ms:word:delete',
  summary: 'Delete sensitive words (all or nothing).',
  input: z.object({ ids: z.array(Id).min(1).max(100) }),
  output: NullOutput,
  errors: [Code.NOT_FOUND],
});

/** The words of an import: one per line, blank lines ignored; each 1–32 characters. */
export const WordImportInput = z.object({
  text: z.string().max(20_000),
  mode: WordMode.default('refuse'),
});

export const wordImport = defineCall({
  method: 'POST',
  path: '/ms/word/import',
  access: 'ms:word:import',
  summary:
    'Add several words at once (one per line, all with `mode`); words listed already (any case) or repeated are ' +
    'skipped. Answers how many were added and skipped.',
  input: WordImportInput,
  output: z.object({ added: z.number().int().min(0), skipped: z.number().int().min(0) }),
  errors: [],
});

// --- feedback ------------------------------------------------------------------------

export const FeedbackKind = z.enum(['suggestion', 'complaint', 'fault', 'other']);
export type FeedbackKind = z.infer<typeof FeedbackKind>;
export const FeedbackStatus = z.enum(['new', 'replied', 'closed']);
export type FeedbackStatus = z.infer<typeof FeedbackStatus>;

/** What a user sends from /contact. */
export const FeedbackInput = z.object({
  kind: FeedbackKind,
  content: z.string().trim().min(1).max(1000),
  contact: z.string().trim().max(64).optional(),
});
export type FeedbackInput = z.output<typeof FeedbackInput>;

/** A staff reply of a feedback's thread. */
export const FeedbackReplyRow = z.object({
  id: z.number().int(),
  authorName: z.string(),
  content: z.string(),
  createdAt: IsoDateTime,
});
export type FeedbackReplyRow = z.infer<typeof FeedbackReplyRow>;

/** A feedback item with its author and its thread of replies (oldest first); times in Asia/Shanghai. */
export const FeedbackRow = z.object({
  id: z.number().int(),
  kind: FeedbackKind,
  content: z.string(),
  contact: z.string().nullable(),
  status: FeedbackStatus,
  userId: z.number().int(),
  userName: z.string(),
  account: z.string(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
  replies: z.array(FeedbackReplyRow),
});
export type FeedbackRow = z.infer<typeof FeedbackRow>;

export const feedbackAdd = defineCall({
  method: 'POST',
  path: '/api/feedback/add',
  access: 'user',
  summary: 'Send feedback (status new); sensitive words apply to content and contact.',
  input: FeedbackInput,
  output: FeedbackRow,
  errors: [Code.WORD_REFUSED],
});

export const feedbackMyPage = defineCall({
  method: 'GET',
  path: '/api/feedback/my/page',
  access: 'user',
  summary: "The caller's own feedback with its replies, newest first.",
  input: PageQuery,
  output: pageOf(FeedbackRow),
  errors: [],
});

/** Filters of /feedback: status, kind, keyword (content, name or account), days sent (Asia/Shanghai, inclusive). */
export const FeedbackFilter = PageQuery.extend({
  status: FeedbackStatus.optional(),
  kind: FeedbackKind.optional(),
  keyword: z.string().trim().max(64).optional(),
  dateFrom: IsoDate.optional(),
  dateTo: IsoDate.optional(),
});

export const feedbackPage = defineCall({
  method: 'GET',
  path: '/ms/feedback/page',
  access: 'ms:feedback:page',
  summary: "Feedback of the users in the caller's data scope, filtered; newest first.",
  input: FeedbackFilter,
  output: pageOf(FeedbackRow),
  errors: [],
});

export const feedbackDetail = defineCall({
  method: 'GET',
  path: '/ms/feedback/detail',
  access: 'ms:feedback:detail',
  summary: 'One feedback item with its thread (NOT_FOUND outside the data scope).',
  input: z.object({ id: Id }),
  output: FeedbackRow,
  errors: [Code.NOT_FOUND],
});

export const feedbackReply = defineCall({
  method: 'POST',
  path: '/ms/feedback/reply',
  access: 'ms:feedback:reply',
  summary: 'Reply to a feedback item (status replied; the author gets an in-app message).',
  input: z.object({ id: Id, content: z.string().trim().min(1).max(1000) }),
  output: FeedbackRow,
  errors: [Code.NOT_FOUND, Code.FEEDBACK_CLOSED, Code.WORD_REFUSED],
});

export const feedbackClose = defineCall({
  method: 'POST',
  path: '/ms/feedback/close',
  access: 'ms:feedback:close',
  summary: 'Close a feedback item (no more replies).',
  input: z.object({ id: Id }),
  output: FeedbackRow,
  errors: [Code.NOT_FOUND, Code.FEEDBACK_CLOSED],
});
