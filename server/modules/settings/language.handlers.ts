/**
 * Handlers of /moreLanguage: administrators' overrides of shipped UI texts
 * (`sys_text_override`), and the public read both apps apply over their bundled
 * resources. The read is cached per database for {@link OVERRIDES_TTL_MS}; an edit clears
 * this process's cache once its transaction has ended.
 */
import { and, asc, count, eq, ilike, inArray } from 'drizzle-orm';
import type { TextOverrideRow, TextOverrides } from '../../../platform/contracts/settings.contract';
import type { Lang } from '../../../platform/i18n/languages';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { containing, offsetOf, pageResult } from '../../db/paging';
import { sysTextOverride } from '../../db/schema/index';
import * as settingsContracts from '../../../platform/contracts/settings.contract';
import type { PartialHandlersOf } from '../../plugins/call-handler';
import { uniqueOrDuplicate } from './common';

/** How long the public overrides read is cached, in ms (other processes see edits after at most this). */
export const OVERRIDES_TTL_MS = 5000;

/** Cached overrides per root database, then per language. */
const cache = new WeakMap<Db, Map<Lang, { at: number; value: TextOverrides }>>();

type OverrideRecord = typeof sysTextOverride.$inferSelect;

function rowOut(r: OverrideRecord): TextOverrideRow {
  return { id: r.id, lang: r.lang, ns: r.ns, key: r.key, value: r.value, updatedAt: r.updatedAt.toISOString() };
}

/** Drops the cached overrides of `db` (run after a committed edit, on the root database). */
async function forget(db: Db): Promise<void> {
  cache.delete(db);
}

/** The overrides of `lang` as `{ ns: { key: value } }`, read through the cache. */
async function overridesOf(db: Db, lang: Lang, nowMs: number): Promise<TextOverrides> {
  let byLang = cache.get(db);
  const hit = byLang?.get(lang);
  if (hit && nowMs - hit.at < OVERRIDES_TTL_MS) return hit.value;
  const rows = await db
    .select()
    .from(sysTextOverride)
    .where(eq(sysTextOverride.lang, lang))
    .orderBy(asc(sysTextOverride.ns), asc(sysTextOverride.key));
  const value: TextOverrides = {};
  for (const r of rows) (value[r.ns] ??= {})[r.key] = r.value;
  if (!byLang) cache.set(db, (byLang = new Map()));
  byLang.set(lang, { at: nowMs, value });
  return value;
}

/** The handlers of /moreLanguage: a part, implemented with the module's rest. */
export const languageHandlers = {
  languagePage: async (input, ctx) => {
    const where = and(
      input.lang ? eq(sysTextOverride.lang, input.lang) : undefined,
      input.ns ? eq(sysTextOverride.ns, input.ns) : undefined,
      input.key ? ilike(sysTextOverride.key, containing(input.key)) : undefined,
    );
    const rows = await ctx.db
      .select()
      .from(sysTextOverride)
      .where(where)
      .orderBy(asc(sysTextOverride.ns), asc(sysTextOverride.key), asc(sysTextOverride.lang))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    const [{ total }] = await ctx.db.select({ total: count() }).from(sysTextOverride).where(where);
    return pageResult(rows.map(rowOut), total, input);
  },

  languageAdd: async (input, ctx) => {
    const [row] = await uniqueOrDuplicate(
      `${input.lang} ${input.ns}:${input.key}`,
      ctx.db
        .insert(sysTextOverride)
        .values({ ...input, updatedAt: ctx.now })
        .returning(),
    );
    ctx.audit({ after: rowOut(row) });
    ctx.afterwards(forget);
    return rowOut(row);
  },

  languageEdit: async ({ id, value }, ctx) => {
    const [before] = await ctx.db.select().from(sysTextOverride).where(eq(sysTextOverride.id, id));
    if (!before) throw new AppError(Code.NOT_FOUND);
    const [row] = await ctx.db
      .update(sysTextOverride)
      .set({ value, updatedAt: ctx.now })
      .where(eq(sysTextOverride.id, id))
      .returning();
    ctx.audit({ before: rowOut(before), after: rowOut(row) });
    ctx.afterwards(forget);
    return rowOut(row);
  },

  languageDelete: async ({ ids }, ctx) => {
    const rows = await ctx.db.select().from(sysTextOverride).where(inArray(sysTextOverride.id, ids));
    if (rows.length !== new Set(ids).size) throw new AppError(Code.NOT_FOUND);
    await ctx.db.delete(sysTextOverride).where(inArray(sysTextOverride.id, ids));
    ctx.audit({ before: rows.map(rowOut), after: null });
    ctx.afterwards(forget);
    return null;
  },

  languageOverrides: async ({ lang }, ctx) => overridesOf(ctx.db, lang, ctx.now.getTime()),
} satisfies PartialHandlersOf<typeof settingsContracts>;
