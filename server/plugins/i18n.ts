/**
 * Localized messages of the code catalogue for the server (DESIGN.md §4): the `lang`
 * header picks CN, EN or TC; the texts are platform/i18n's `errors` namespace.
 */
import type { i18n } from 'i18next';
import { createI18n } from '../../platform/i18n/create-i18n';
import { localeOf, parseLang, type Lang } from '../../platform/i18n/languages';

const instances = new Map<Lang, i18n>();

/** The server's i18next instance of `lang` (every namespace, created once per language). */
export function i18nOf(lang: Lang): i18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = createI18n(lang);
    instances.set(lang, instance);
  }
  return instance;
}

/** The caller's language from the `lang` header (CN when absent or unknown). */
export function langOf(header: unknown): Lang {
  return parseLang(Array.isArray(header) ? header[0] : header, 'CN');
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `params` ready for a text in `lang`: a value of a param named `…Date` that is an ISO
 * date `YYYY-MM-DD` becomes a short date of that language ("Nov 24", "11月24日"), so a
 * refusal reads "bookings open at 08:00 on Nov 24"; a `state` that names a
 * reservation state becomes its localized name (common:status.*).
 */
export function localizedParams(params: Record<string, unknown>, lang: Lang): Record<string, unknown> {
  const t = i18nOf(lang).t;
  const out = { ...params };
  const short = new Intl.DateTimeFormat(localeOf(lang), { month: 'short', day: 'numeric', timeZone: 'UTC' });
  for (const [key, value] of Object.entries(out)) {
    if (key.endsWith('Date') && typeof value === 'string' && ISO_DATE.test(value))
      out[key] = short.format(Date.parse(`${value}T00:00:00Z`));
  }
  // A stored machine's refusal (ORDER_STEP_NOT_ALLOWED) names its state through its own namespace (`kind`):
  // its `state` stays the key.
  if (typeof out.state === 'string' && typeof out.kind !== 'string')
    out.state = t(`common:status.${out.state}`, { defaultValue: out.state });
  return out;
}

/**
 * The message of `code` in `lang`, with `params` interpolated ({@link localizedParams}).
 * Unknown codes fall back to the generic "unknown system error" text.
 */
export function messageOf(code: number, lang: Lang, params: Record<string, unknown> = {}): string {
  const t = i18nOf(lang).t;
  return t(`errors:${code}`, { ...localizedParams(params, lang), defaultValue: t('errors:httpDefault') });
}

/** Picks the text of `lang` among a row's three columns (CN, EN, TC). */
export function byLang(lang: Lang, cn: string, en: string, tc: string): string {
  return lang === 'EN' ? en : lang === 'TC' ? tc : cn;
}
