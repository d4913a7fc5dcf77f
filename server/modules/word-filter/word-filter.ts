/**
 * The sensitive-word check of user text (spec §2 /siteWordFilter), applied where user text
 * enters: booking subjects and remarks (booking.service `book`, reserve-details update),
 * booking messages (/resvMsg/save), feedback and its replies.
 *
 * Matching ignores case. A word of mode `refuse` refuses the whole text with WORD_REFUSED
 * naming the word (the first listed word found); words of mode `mask` are replaced by
 * asterisks of their length. Longer words are masked first, so a masked short word inside a
 * longer one never hides the longer one.
 *
 * Cache: the list is kept in process memory for at most {@link WORD_CACHE_MS}, and dropped at
 * once in this process when the list changes ({@link wordsChanged}, after the change commits).
 * Another process sees a change within {@link WORD_CACHE_MS} — the same rule as the settings
 * cache (server/modules/config/settings.service.ts); the repo has no cross-process signal.
 */
import { asc } from 'drizzle-orm';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { sensitiveWord } from '../../db/schema/index';

/** How long a process keeps the word list before reading it again (ms). */
export const WORD_CACHE_MS = 5000;

/** A sensitive word as the check uses it. */
export interface WordEntry {
  word: string;
  mode: 'refuse' | 'mask';
}

let cached: { words: WordEntry[]; at: number; generation: number } | null = null;
let generation = 0;

/** Drops this process's cached word list; call after a change of the list has committed. */
export function wordsChanged(): void {
  generation += 1;
  cached = null;
}

/** The word list, from the cache when fresh; read with `db` (the call's transaction is fine). */
async function wordsOf(db: Db): Promise<WordEntry[]> {
  if (cached && cached.generation === generation && Date.now() - cached.at < WORD_CACHE_MS) return cached.words;
  const started = generation;
  const rows = await db
    .select({ word: sensitiveWord.word, mode: sensitiveWord.mode })
    .from(sensitiveWord)
    .orderBy(asc(sensitiveWord.id));
  const words = rows.map((r) => ({ word: r.word, mode: r.mode === 'mask' ? ('mask' as const) : ('refuse' as const) }));
  if (started === generation) cached = { words, at: Date.now(), generation };
  return words;
}

/**
 * `text` checked against `words` (pure): masked words replaced by asterisks of their length.
 * @throws AppError WORD_REFUSED (`word`) when a refused word occurs
 */
export function applyWords(text: string, words: readonly WordEntry[]): string {
  const lower = text.toLowerCase();
  const refused = words.find((w) => w.mode === 'refuse' && w.word && lower.includes(w.word.toLowerCase()));
  if (refused) throw new AppError(Code.WORD_REFUSED, { word: refused.word });
  const masks = words.filter((w) => w.mode === 'mask' && w.word).sort((a, b) => b.word.length - a.word.length);
  let out = text;
  for (const { word } of masks) {
    const pattern = new RegExp(word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'giu');
    out = out.replace(pattern, (m) => '*'.repeat([...m].length));
  }
  return out;
}

/**
 * The user text `text` as it may be stored: null/undefined/'' pass through unchanged.
 * @throws AppError WORD_REFUSED (`word`)
 */
export async function filterText<T extends string | null | undefined>(db: Db, text: T): Promise<T> {
  if (!text) return text;
  return applyWords(text, await wordsOf(db)) as T;
}
