/**
 * Localized messages of the code catalogue for the server (DESIGN.md §4): the `lang`
 * header picks CN, EN or TC; the texts are platform/i18n's `errors` namespace.
 */
import type { i18n } from 'i18next';
import { createI18n } from '../../platform/i18n/create-i18n';
import { parseLang, type Lang } from '../../platform/i18n/languages';

const instances = new Map<Lang, i18n>();

function i18nOf(lang: Lang): i18n {
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

/**
 * The message of `code` in `lang`, with `params` interpolated. A `state` param that
 * names a reservation state is shown by its localized name (common:status.*).
 * Unknown codes fall back to the generic "unknown system error" text.
 */
export function messageOf(code: number, lang: Lang, params: Record<string, unknown> = {}): string {
  const t = i18nOf(lang).t;
  const values = { ...params };
  if (typeof values.state === 'string') values.state = t(`common:status.${values.state}`, { defaultValue: values.state });
  return t(`errors:${code}`, { ...values, defaultValue: t('errors:httpDefault') });
}

/** Picks the text of `lang` among a row's three columns (CN, EN, TC). */
export function byLang(lang: Lang, cn: string, en: string, tc: string): string {
  return lang === 'EN' ? en : lang === 'TC' ? tc : cn;
}
