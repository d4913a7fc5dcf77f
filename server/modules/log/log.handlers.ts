/**
 * Handlers of the back office's logs: /loginLog (login_log) and /operationLog
 * (operation_log, its summaries rendered in the caller's language). Filters: account
 * (contains, case-insensitive), login outcome or path and summary keywords, and a date
 * range of whole days in Asia/Shanghai. Newest first. Only the rows of users in the
 * caller's data scope (DESIGN.md §6); attempts on unknown accounts, which belong to no
 * user, only with scope `all`.
 */
import { and, count, desc, eq, gte, ilike, inArray, lt, ne, or, type SQL } from 'drizzle-orm';
import { Code } from '../../../platform/protocol/codes';
import { loginLog, operationLog } from '../../db/schema/index';
import * as logContracts from '../../../platform/contracts/log.contract';
import { implement } from '../../plugins/call-handler';
import { scopeCondition } from '../org/data-scope';
import { containing } from '../../db/paging';
import { messageOf } from '../../plugins/i18n';
import { renderSummary, summaryKeysMatching } from '../../plugins/operation-summary';
import type { Lang } from '../../../platform/i18n/languages';
import { addDays, localInstant, toWireTime } from '../reserve/campus-time';

/** Time zone of the logs' date filters and of their times on the wire (DESIGN.md §6 default). */
export const LOG_TIME_ZONE = 'Asia/Shanghai';

/** Conditions of a date range `[dateFrom 00:00, dateTo+1 00:00)` in Asia/Shanghai on `column`. */
function dateRange(
  column: typeof loginLog.createdAt | typeof operationLog.createdAt,
  dateFrom?: string,
  dateTo?: string,
): (SQL | undefined)[] {
  return [
    dateFrom ? gte(column, localInstant(dateFrom, 0, LOG_TIME_ZONE)) : undefined,
    dateTo ? lt(column, localInstant(addDays(dateTo, 1), 0, LOG_TIME_ZONE)) : undefined,
  ];
}

/**
 * Rows whose summary contains `keyword`: the stored English text (parameters filled, and
 * the only text of rows without a key), or the text in `lang` of the row's key without its
 * parameters (server/plugins/operation-summary.ts).
 */
function summaryCondition(keyword: string, lang: Lang): SQL | undefined {
  const keys = summaryKeysMatching(lang, keyword);
  return or(
    ilike(operationLog.summary, containing(keyword)),
    keys.length ? inArray(operationLog.summaryKey, keys) : undefined,
  );
}

/** Registrations of the log module. */
export const logHandlers = implement(logContracts, {
  loginLogPage: async (input, ctx) => {
    const where = and(
      await scopeCondition(ctx.db, ctx.principal, { userId: loginLog.userId }),
      input.account ? ilike(loginLog.account, containing(input.account)) : undefined,
      input.outcome === 'success' ? eq(loginLog.outcome, Code.OK) : undefined,
      input.outcome === 'failure' ? ne(loginLog.outcome, Code.OK) : undefined,
      ...dateRange(loginLog.createdAt, input.dateFrom, input.dateTo),
    );
    const rows = await ctx.db
      .select()
      .from(loginLog)
      .where(where)
      .orderBy(desc(loginLog.createdAt), desc(loginLog.id))
      .limit(input.pageSize)
      .offset((input.pageNo - 1) * input.pageSize);
    const [{ total }] = await ctx.db.select({ total: count() }).from(loginLog).where(where);
    return {
      rows: rows.map((r) => ({
        id: r.id,
        account: r.account,
        ip: r.ip,
        userAgent: r.userAgent,
        outcome: r.outcome,
        outcomeText: messageOf(r.outcome, ctx.lang),
        createdAt: toWireTime(r.createdAt, LOG_TIME_ZONE),
      })),
      total,
      pageNo: input.pageNo,
      pageSize: input.pageSize,
    };
  },

  operationLogPage: async (input, ctx) => {
    const where = and(
      await scopeCondition(ctx.db, ctx.principal, { userId: operationLog.userId }),
      input.account ? ilike(operationLog.account, containing(input.account)) : undefined,
      input.path ? ilike(operationLog.path, containing(input.path)) : undefined,
      input.summary ? summaryCondition(input.summary, ctx.lang) : undefined,
      ...dateRange(operationLog.createdAt, input.dateFrom, input.dateTo),
    );
    const rows = await ctx.db
      .select()
      .from(operationLog)
      .where(where)
      .orderBy(desc(operationLog.createdAt), desc(operationLog.id))
      .limit(input.pageSize)
      .offset((input.pageNo - 1) * input.pageSize);
    const [{ total }] = await ctx.db.select({ total: count() }).from(operationLog).where(where);
    return {
      rows: rows.map((r) => ({
        id: r.id,
        account: r.account,
        method: r.method,
        path: r.path,
        summary: renderSummary(ctx.lang, r.summaryKey, r.summaryParams, r.summary),
        input: r.input ?? null,
        before: r.before ?? null,
        after: r.after ?? null,
        ip: r.ip,
        createdAt: toWireTime(r.createdAt, LOG_TIME_ZONE),
      })),
      total,
      pageNo: input.pageNo,
      pageSize: input.pageSize,
    };
  },
});
