/**
 * Handlers of the feedback calls of platform/contracts/content.contract.ts (/contact in the
 * terminal, /feedback in the back office). Data scope (DESIGN.md §6) is a condition of every
 * query: the terminal's calls see only the caller's own rows; the back office's those of the
 * users in the caller's data scope, and another's item answers NOT_FOUND like a missing one.
 * Reply and close lock the item (FOR UPDATE) so two staff cannot both pass the closed check;
 * a reply sends the author the in-app message `feedbackReplied` in the same transaction.
 */
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { FeedbackRow } from '../../../platform/contracts/feedback.contract';
import * as content from '../../../platform/contracts/feedback.contract';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { containing, offsetOf, pageResult } from '../../db/paging';
import { feedback, feedbackReply, sysUser } from '../../db/schema/index';
import type { PartialHandlersOf, Principal } from '../../plugins/call-handler';
import { notify } from '../message/message.service';
import { scopeCondition } from '../org/data-scope';
import { addDays, localInstant, toWireTime } from '../reserve/campus-time';
import { filterText } from '../word-filter/word-filter';

/** Zone of the times on the wire and of the date filter (DESIGN.md §6 default). */
const FEEDBACK_ZONE = 'Asia/Shanghai';
const wire = (d: Date) => toWireTime(d, FEEDBACK_ZONE);

/** The rows of feedback matching `where` (joined to their authors), newest first, each with its replies. */
async function feedbackRows(db: Db, where: SQL | undefined, page?: { limit: number; offset: number }) {
  const base = db
    .select({ f: feedback, userName: sysUser.name, account: sysUser.account })
    .from(feedback)
    .innerJoin(sysUser, eq(sysUser.id, feedback.userId))
    .where(where)
    .orderBy(desc(feedback.createdAt), desc(feedback.id));
  const rows = page ? await base.limit(page.limit).offset(page.offset) : await base;
  const ids = rows.map((r) => r.f.id);
  const replies = ids.length
    ? await db
        .select()
        .from(feedbackReply)
        .where(inArray(feedbackReply.feedbackId, ids))
        .orderBy(asc(feedbackReply.createdAt), asc(feedbackReply.id))
    : [];
  return rows.map(({ f, userName, account }): FeedbackRow => ({
    id: f.id,
    kind: f.kind as FeedbackRow['kind'],
    content: f.content,
    contact: f.contact,
    status: f.status as FeedbackRow['status'],
    userId: f.userId,
    userName,
    account,
    createdAt: wire(f.createdAt),
    updatedAt: wire(f.updatedAt),
    replies: replies
      .filter((r) => r.feedbackId === f.id)
      .map((r) => ({ id: r.id, authorName: r.authorName, content: r.content, createdAt: wire(r.createdAt) })),
  }));
}

/** The condition of the feedback the back-office caller may see. */
async function staffScope(db: Db, me: Principal): Promise<SQL | undefined> {
  return scopeCondition(db, me, { userId: feedback.userId, orgId: sysUser.orgId });
}

/** One feedback item in the caller's scope, or NOT_FOUND. */
async function oneInScope(db: Db, me: Principal, id: number): Promise<FeedbackRow> {
  const [row] = await feedbackRows(db, and(eq(feedback.id, id), await staffScope(db, me)));
  if (!row) throw new AppError(Code.NOT_FOUND);
  return row;
}

/**
 * Locks item `id` in the caller's scope for a staff step, refusing a closed one.
 * @throws AppError NOT_FOUND (missing or out of scope), FEEDBACK_CLOSED (`id`)
 */
async function lockOpen(db: Db, me: Principal, id: number): Promise<typeof feedback.$inferSelect> {
  const [row] = await db
    .select({ f: feedback })
    .from(feedback)
    .innerJoin(sysUser, eq(sysUser.id, feedback.userId))
    .where(and(eq(feedback.id, id), await staffScope(db, me)))
    .for('update', { of: feedback });
  if (!row) throw new AppError(Code.NOT_FOUND);
  if (row.f.status === 'closed') throw new AppError(Code.FEEDBACK_CLOSED, { id });
  return row.f;
}

/** The feedback handlers: a part, implemented with the content module's rest. */
export const feedbackHandlers = {
  feedbackAdd: async (input, ctx) => {
    const text = await filterText(ctx.db, input.content);
    const contact = (await filterText(ctx.db, input.contact)) || null;
    const [after] = await ctx.db
      .insert(feedback)
      .values({
        userId: ctx.principal.userId,
        kind: input.kind,
        content: text,
        contact,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning();
    ctx.audit({ after });
    const [row] = await feedbackRows(ctx.db, eq(feedback.id, after.id));
    return row;
  },

  feedbackMyPage: async (input, ctx) => {
    const where = eq(feedback.userId, ctx.principal.userId);
    const rows = await feedbackRows(ctx.db, where, { limit: input.pageSize, offset: offsetOf(input) });
    const [{ total }] = await ctx.db.select({ total: count() }).from(feedback).where(where);
    return pageResult(rows, total, input);
  },

  feedbackPage: async (input, ctx) => {
    const where = and(
      await staffScope(ctx.db, ctx.principal),
      input.status ? eq(feedback.status, input.status) : undefined,
      input.kind ? eq(feedback.kind, input.kind) : undefined,
      input.dateFrom ? gte(feedback.createdAt, localInstant(input.dateFrom, 0, FEEDBACK_ZONE)) : undefined,
      input.dateTo ? lt(feedback.createdAt, localInstant(addDays(input.dateTo, 1), 0, FEEDBACK_ZONE)) : undefined,
      input.keyword
        ? or(
            ilike(feedback.content, containing(input.keyword)),
            ilike(sysUser.name, containing(input.keyword)),
            ilike(sysUser.account, containing(input.keyword)),
          )
        : undefined,
    );
    const rows = await feedbackRows(ctx.db, where, { limit: input.pageSize, offset: offsetOf(input) });
    const [{ total }] = await ctx.db
      .select({ total: count() })
      .from(feedback)
      .innerJoin(sysUser, eq(sysUser.id, feedback.userId))
      .where(where);
    return pageResult(rows, total, input);
  },

  feedbackDetail: async (input, ctx) => oneInScope(ctx.db, ctx.principal, input.id),

  feedbackReply: async (input, ctx) => {
    const me = ctx.principal;
    const before = await lockOpen(ctx.db, me, input.id);
    const text = await filterText(ctx.db, input.content);
    const [reply] = await ctx.db
      .insert(feedbackReply)
      .values({ feedbackId: before.id, userId: me.userId, authorName: me.name, content: text, createdAt: ctx.now })
      .returning();
    await ctx.db.update(feedback).set({ status: 'replied', updatedAt: ctx.now }).where(eq(feedback.id, before.id));
    await notify(ctx.db, before.userId, 'feedbackReplied', { id: before.id, content: text });
    ctx.audit({ before, after: { status: 'replied', reply } });
    return oneInScope(ctx.db, me, before.id);
  },

  feedbackClose: async (input, ctx) => {
    const before = await lockOpen(ctx.db, ctx.principal, input.id);
    await ctx.db.update(feedback).set({ status: 'closed', updatedAt: ctx.now }).where(eq(feedback.id, before.id));
    ctx.audit({ before, after: { status: 'closed' } });
    return oneInScope(ctx.db, ctx.principal, before.id);
  },
} satisfies PartialHandlersOf<typeof content>;
