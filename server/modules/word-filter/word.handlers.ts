/**
 * Handlers of the sensitive-word calls of platform/contracts/content.contract.ts
 * (/siteWordFilter): list, add, edit, delete and import (one word a line). Every change drops
 * this process's cached list once it has committed (word-filter.ts `wordsChanged`).
 */
import { and, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { WordRow } from '../../../platform/contracts/feedback.contract';
import * as content from '../../../platform/contracts/feedback.contract';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import { containing, offsetOf, pageResult } from '../../db/paging';
import { sensitiveWord } from '../../db/schema/index';
import type { PartialHandlersOf } from '../../plugins/call-handler';
import { toWireTime } from '../reserve/campus-time';
import { uniqueOrDuplicate } from '../settings/common';
import { wordsChanged } from './word-filter';

/** Zone of the times on the wire (DESIGN.md §6 default). */
const WIRE_ZONE = 'Asia/Shanghai';

/** A stored word on the wire. */
function wordOut(r: typeof sensitiveWord.$inferSelect): WordRow {
  return {
    id: r.id,
    word: r.word,
    mode: r.mode === 'mask' ? 'mask' : 'refuse',
    createdAt: toWireTime(r.createdAt, WIRE_ZONE),
  };
}

/**
 * The words of an import's text: trimmed lines, blank ones, repeats (any case) and lines longer
 * than 32 characters left out (counted as skipped).
 */
export function importedWords(text: string): { words: string[]; skipped: number } {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  const seen = new Set<string>();
  const words: string[] = [];
  for (const line of lines) {
    const key = line.toLowerCase();
    if (seen.has(key) || [...line].length > 32) continue;
    seen.add(key);
    words.push(line);
  }
  return { words, skipped: lines.length - words.length };
}

/** The word handlers: a part, implemented with the content module's rest. */
export const wordHandlers = {
  wordPage: async (input, ctx) => {
    const where: SQL | undefined = and(
      input.keyword ? ilike(sensitiveWord.word, containing(input.keyword)) : undefined,
      input.mode ? eq(sensitiveWord.mode, input.mode) : undefined,
    );
    const rows = await ctx.db
      .select()
      .from(sensitiveWord)
      .where(where)
      .orderBy(desc(sensitiveWord.id))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    const [{ total }] = await ctx.db.select({ total: count() }).from(sensitiveWord).where(where);
    return pageResult(rows.map(wordOut), total, input);
  },

  wordAdd: async (input, ctx) => {
    const [after] = await uniqueOrDuplicate(input.word, ctx.db.insert(sensitiveWord).values(input).returning());
    ctx.audit({ after });
    ctx.afterwards(async () => wordsChanged());
    return wordOut(after);
  },

  wordEdit: async ({ id, ...fields }, ctx) => {
    const [before] = await ctx.db.select().from(sensitiveWord).where(eq(sensitiveWord.id, id));
    if (!before) throw new AppError(Code.NOT_FOUND);
    const [after] = await uniqueOrDuplicate(
      fields.word,
      ctx.db.update(sensitiveWord).set(fields).where(eq(sensitiveWord.id, id)).returning(),
    );
    ctx.audit({ before, after });
    ctx.afterwards(async () => wordsChanged());
    return wordOut(after);
  },

  wordDelete: async (input, ctx) => {
    const ids = [...new Set(input.ids)];
    const before = await ctx.db.select().from(sensitiveWord).where(inArray(sensitiveWord.id, ids));
    if (before.length !== ids.length) throw new AppError(Code.NOT_FOUND);
    await ctx.db.delete(sensitiveWord).where(inArray(sensitiveWord.id, ids));
    ctx.audit({ before });
    ctx.afterwards(async () => wordsChanged());
    return null;
  },

  wordImport: async (input, ctx) => {
    const { words, skipped } = importedWords(input.text);
    const added = words.length
      ? await ctx.db
          .insert(sensitiveWord)
          .values(words.map((word) => ({ word, mode: input.mode })))
          .onConflictDoNothing()
          .returning({ id: sensitiveWord.id, word: sensitiveWord.word })
      : [];
    ctx.audit({ after: { mode: input.mode, added: added.map((a) => a.word) } });
    ctx.afterwards(async () => wordsChanged());
    return { added: added.length, skipped: skipped + words.length - added.length };
  },
} satisfies PartialHandlersOf<typeof content>;
