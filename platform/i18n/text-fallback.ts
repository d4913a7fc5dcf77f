/**
 * A text kept in CN, EN and TC where one may be empty (content pages, spec §2 /siteNews):
 * the caller's language first, then the closest others — CN → TC → EN, TC → CN → EN,
 * EN → CN → TC. Empty (after trimming) counts as missing.
 */
import type { Lang } from './languages';

const ORDER: Record<Lang, readonly (0 | 1 | 2)[]> = { CN: [0, 2, 1], EN: [1, 0, 2], TC: [2, 0, 1] };

/** The first non-empty of `cn`, `en`, `tc` in `lang`'s fallback order; '' when all are empty. */
export function textWithFallback(lang: Lang, cn: string, en: string, tc: string): string {
  const texts = [cn, en, tc];
  for (const i of ORDER[lang]) if (texts[i].trim()) return texts[i];
  return '';
}
