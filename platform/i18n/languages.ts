/**
 * The three languages of the product (spec §1, §9): codes CN, EN, TC travel in the
 * `lang` header and are the i18next language names.
 */
export const LANGS = ['CN', 'EN', 'TC'] as const;
export type Lang = (typeof LANGS)[number];

/** Parses a `lang` header or stored value; anything unknown falls back to `fallback`. */
export function parseLang(value: unknown, fallback: Lang = 'CN'): Lang {
  const v = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return (LANGS as readonly string[]).includes(v) ? (v as Lang) : fallback;
}

/** BCP 47 tag of a language, for `<html lang>` and Intl formatting. */
export function localeOf(lang: Lang): string {
  return lang === 'EN' ? 'en' : lang === 'TC' ? 'zh-Hant' : 'zh-Hans';
}
