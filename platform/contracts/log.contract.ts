/**
 * Back-office logs: the login log (/loginLog, one row per login attempt) and
 * the operation log (/operationLog, one row per successful state-changing call, written
 * by the gateway with before/after snapshots — DESIGN.md §6). Both newest first.
 */
import { z } from 'zod';
import { defineCall } from './define-call';
import { IsoDate, IsoDateTime } from './common';
import { PageQuery, pageOf } from '../protocol/envelope';

/** Outcome filter of the login log: `success` = code 0, `failure` = any other code. */
export const LoginOutcome = z.enum(['success', 'failure']);
export type LoginOutcome = z.infer<typeof LoginOutcome>;

/**
 * One login attempt. `outcome` is the answer's code (0 = success); `outcomeText` its message in the caller's language.
 */
export const LoginLogRow = z.object({
  id: z.number().int(),
  account: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  outcome: z.number().int(),
  outcomeText: z.string().optional(),
  createdAt: IsoDateTime,
});
export type LoginLogRow = z.infer<typeof LoginLogRow>;

/**
 * One state-changing call: who, which call, what was done (`summary`, in the caller's
 * language), its (redacted) input and the before/after snapshots.
 */
export const OperationLogRow = z.object({
  id: z.number().int(),
  account: z.string().nullable(),
  method: z.string(),
  path: z.string(),
  summary: z.string(),
  input: z.unknown(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  createdAt: IsoDateTime,
});
export type OperationLogRow = z.infer<typeof OperationLogRow>;

/** Date range filter in Asia/Shanghai (inclusive days). */
const DateRange = { dateFrom: IsoDate.optional(), dateTo: IsoDate.optional() };

export const loginLogPage = defineCall({
  method: 'GET',
  path: '/system/log/login/page',
  access: 'system:log:login',
  summary: 'Login attempts (back office), filtered by account, outcome and date range, newest first.',
  input: PageQuery.extend({
    account: z.string().trim().max(64).optional(),
    outcome: LoginOutcome.optional(),
    ...DateRange,
  }),
  output: pageOf(LoginLogRow),
  errors: [],
});

export const operationLogPage = defineCall({
  method: 'GET',
  path: '/system/log/operation/page',
  access: 'system:log:operation',
  summary:
    'State-changing calls (back office), summaries in the `lang` language, filtered by account, ' +
    'path and summary keywords and date range, newest first.',
  input: PageQuery.extend({
    account: z.string().trim().max(64).optional(),
    path: z.string().trim().max(128).optional(),
    /**
     * Summary keyword (case-insensitive): matches a row whose stored English summary (its
     * parameters filled) contains it, or whose summary text in the `lang` language, apart from
     * its parameters, contains it. Rows written before summaries had keys match by their text.
     */
    summary: z.string().trim().max(128).optional(),
    ...DateRange,
  }),
  output: pageOf(OperationLogRow),
  errors: [],
});
