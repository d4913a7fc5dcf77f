/**
 * Handlers of the reservation-rule calls of platform/contracts/rules.contract.ts
 * (/reserve): page, list, add, edit, delete, set as default. Every mutation runs
 * in the call's transaction and records before/after in the operation log.
 *
 * Refusals (nothing changes): contradicting fields → RULE_INVALID (`context` = the first
 * problem of `ruleProblems`); an unknown organisation, role or identity → BAD_REQUEST;
 * disabling or deleting the default → RULE_DEFAULT_PROTECTED; disabling or deleting a
 * bound rule → RULE_IN_USE; making a disabled rule the default → RULE_DISABLED. Writers
 * lock the rule rows first (binders take a share lock), so a rule cannot be disabled or
 * deleted while it is being bound; default changes are serialized by an advisory lock.
 */
import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { ruleProblems, type ReserveRuleFields } from '../../../platform/contracts/rules.contract';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { containing, offsetOf, pageResult } from '../../db/paging';
import { reserveRule, sysIdent, sysOrg, sysRole } from '../../db/schema/index';
import * as rulesContracts from '../../../platform/contracts/rules.contract';
import type { PartialHandlersOf } from '../../plugins/call-handler';
import { ordered } from '../assets/assets.queries';
import { findRule, lockRules, ruleOut, ruleQuery } from './rule.queries';

/** Advisory lock key serializing changes of the default rule (any constant). */
const DEFAULT_RULE_LOCK = 7_100_230;

/**
 * Checks a rule's fields against each other and against the stored organisations, roles
 * and identities.
 * @throws AppError RULE_INVALID (`context` = the first problem); BAD_REQUEST naming the field and the unknown values
 */
async function checkFields(db: Db, v: ReserveRuleFields): Promise<void> {
  const [problem] = ruleProblems(v);
  if (problem) throw new AppError(Code.RULE_INVALID, { context: problem });
  const unknown = async (
    field: string,
    wanted: readonly (number | string)[],
    found: () => Promise<(number | string)[]>,
  ) => {
    if (wanted.length === 0) return;
    const known = new Set(await found());
    const missing = [...new Set(wanted)].filter((x) => !known.has(x));
    if (missing.length) throw new AppError(Code.BAD_REQUEST, { detail: `${field}: no record ${missing.join(', ')}` });
  };
  await unknown('orgIds', v.orgIds, async () =>
    (await db.select({ id: sysOrg.id }).from(sysOrg).where(inArray(sysOrg.id, v.orgIds))).map((r) => r.id),
  );
  await unknown('roleIds', v.roleIds, async () =>
    (await db.select({ id: sysRole.id }).from(sysRole).where(inArray(sysRole.id, v.roleIds))).map((r) => r.id),
  );
  await unknown('idents', v.idents, async () =>
    (await db.select({ code: sysIdent.code }).from(sysIdent).where(inArray(sysIdent.code, v.idents))).map(
      (r) => r.code,
    ),
  );
}

/** Distinct values, in first-seen order. */
const distinct = <T>(xs: readonly T[]): T[] => [...new Set(xs)];

/** The stored columns of validated fields (ids and codes de-duplicated). */
function columnsOf(v: ReserveRuleFields) {
  return { ...v, orgIds: distinct(v.orgIds), roleIds: distinct(v.roleIds), idents: distinct(v.idents) };
}

const RULE_SORT = { name: reserveRule.name, sort: reserveRule.sort };

/** The handlers of the reservation-rule calls: a part, implemented with the module's rest. */
export const ruleHandlers = {
  reserveRulePage: async (input, ctx) => {
    const where = and(
      input.keyword ? ilike(reserveRule.name, containing(input.keyword)) : undefined,
      input.status !== undefined ? eq(reserveRule.status, input.status) : undefined,
    );
    const order = input.orderBy
      ? [ordered(RULE_SORT[input.orderBy], input.order)]
      : [desc(reserveRule.isDefault), asc(reserveRule.sort)];
    const rows = await ruleQuery(ctx.db, where)
      .orderBy(...order, asc(reserveRule.id))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    const [{ total }] = await ctx.db.select({ total: count() }).from(reserveRule).where(where);
    return pageResult(rows.map(ruleOut), total, input);
  },

  reserveRuleList: async (_input, ctx) =>
    ctx.db
      .select({ id: reserveRule.id, name: reserveRule.name, isDefault: reserveRule.isDefault })
      .from(reserveRule)
      .where(eq(reserveRule.status, 0))
      .orderBy(desc(reserveRule.isDefault), asc(reserveRule.sort), asc(reserveRule.id)),

  reserveRuleAdd: async (input, ctx) => {
    await checkFields(ctx.db, input);
    const [row] = await ctx.db
      .insert(reserveRule)
      .values({ ...columnsOf(input), createdAt: ctx.now, updatedAt: ctx.now })
      .returning({ id: reserveRule.id });
    const after = await findRule(ctx.db, row.id);
    ctx.audit({ after });
    return after;
  },

  reserveRuleEdit: async (input, ctx) => {
    if (!(await lockRules(ctx.db, [input.id], 'update')).length) throw new AppError(Code.NOT_FOUND);
    const before = await findRule(ctx.db, input.id);
    await checkFields(ctx.db, input);
    if (input.status !== 0 && before.status === 0) {
      if (before.isDefault) throw new AppError(Code.RULE_DEFAULT_PROTECTED, { name: before.name });
      if (before.bindingCount > 0)
        throw new AppError(Code.RULE_IN_USE, { name: before.name, count: before.bindingCount });
    }
    const { id, ...fields } = input;
    await ctx.db
      .update(reserveRule)
      .set({ ...columnsOf(fields), updatedAt: ctx.now })
      .where(eq(reserveRule.id, id));
    const after = await findRule(ctx.db, id);
    ctx.audit({ before, after });
    return after;
  },

  reserveRuleDelete: async (input, ctx) => {
    const ids = distinct(input.ids);
    if ((await lockRules(ctx.db, ids, 'update')).length !== ids.length) throw new AppError(Code.NOT_FOUND);
    const before = (await ruleQuery(ctx.db, inArray(reserveRule.id, ids)).orderBy(asc(reserveRule.id))).map(ruleOut);
    const isDefault = before.find((r) => r.isDefault);
    if (isDefault) throw new AppError(Code.RULE_DEFAULT_PROTECTED, { name: isDefault.name });
    const bound = before.find((r) => r.bindingCount > 0);
    if (bound) throw new AppError(Code.RULE_IN_USE, { name: bound.name, count: bound.bindingCount });
    await ctx.db.delete(reserveRule).where(inArray(reserveRule.id, ids));
    ctx.audit({ before });
    return null;
  },

  reserveRuleSetAsDefault: async (input, ctx) => {
    await ctx.db.execute(sql`select pg_advisory_xact_lock(${DEFAULT_RULE_LOCK})`);
    const [locked] = await lockRules(ctx.db, [input.id], 'update');
    if (!locked) throw new AppError(Code.NOT_FOUND);
    if (locked.status !== 0) throw new AppError(Code.RULE_DISABLED, { name: locked.name });
    const before = (await ruleQuery(ctx.db, eq(reserveRule.isDefault, true))).map(ruleOut)[0] ?? null;
    if (before?.id !== input.id) {
      await ctx.db
        .update(reserveRule)
        .set({ isDefault: false, updatedAt: ctx.now })
        .where(eq(reserveRule.isDefault, true));
      await ctx.db.update(reserveRule).set({ isDefault: true, updatedAt: ctx.now }).where(eq(reserveRule.id, input.id));
    }
    const after = await findRule(ctx.db, input.id);
    ctx.audit({ before, after });
    return after;
  },
} satisfies PartialHandlersOf<typeof rulesContracts>;
