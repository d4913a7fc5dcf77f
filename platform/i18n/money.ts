/**
 * Money as people read it (DESIGN.md §6: amounts are integer cents on the wire and in the
 * database): the yuan amount in the reader's language with its currency sign and two
 * decimals — CN `¥1,234.50`, EN `CN¥1,234.50`, TC `CN¥1,234.50` — through `Intl.NumberFormat`.
 * The cents become a decimal string first, so no float rounding shows on any amount.
 *
 * Pure (no React): the browser shows it through ui/components (`formatMoney`), the server prints
 * it on generated files (server/modules/settlement/statement-pdf.ts).
 */
import type { Lang } from './languages';

/** The locale each product language formats numbers in. */
const LOCALES: Record<Lang, string> = { CN: 'zh-CN', EN: 'en-US', TC: 'zh-TW' };

const formats = new Map<Lang, Intl.NumberFormat>();

/** The (cached) currency format of `lang`. */
function formatOf(lang: Lang): Intl.NumberFormat {
  let f = formats.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(LOCALES[lang], {
      style: 'currency',
      currency: 'CNY',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formats.set(lang, f);
  }
  return f;
}

/**
 * `cents` (an integer, may be negative) as money in `lang`, e.g. `formatMoney(123450, 'CN')` → `¥1,234.50`.
 * Safe integers only; a fraction of a cent is truncated.
 */
export function formatMoney(cents: number, lang: Lang): string {
  const whole = Math.trunc(cents);
  const abs = Math.abs(whole);
  // A decimal string is formatted exactly (Intl.NumberFormat v3), never through a float.
  const text = `${whole < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return formatOf(lang).format(text as unknown as number);
}
