/**
 * A configured i18next instance for one side (browser or server), with every
 * namespace loaded synchronously (resources are bundled; no back end), and the
 * application of administrators' text overrides (/moreLanguage) on top.
 */
import i18next, { type i18n } from 'i18next';
import { buildResources } from './resources';
import { LANGS, localeOf, type Lang } from './languages';

/**
 * A new, initialised i18next instance in `lang`. Falls back CN → key. Holds its own copy
 * of the resources (overrides never touch the shipped modules), and `useTranslation`
 * re-renders when a bundle is added (applyTextOverrides). Plurals follow each language's
 * own rules (see {@link pluralRulesByLocale}).
 */
export function createI18n(lang: Lang = 'CN'): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: 'CN',
    supportedLngs: ['CN', 'EN', 'TC'],
    lowerCaseLng: false,
    resources: structuredClone(buildResources()),
    defaultNS: 'common',
    ns: Object.keys(buildResources().CN),
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    react: { bindI18nStore: 'added' },
  } as Parameters<i18n['init']>[0]);
  pluralRulesByLocale(instance);
  return instance;
}

/**
 * Makes i18next pick plural forms by the locale of each language code (localeOf): `CN` and
 * `TC` are no locales to Intl.PluralRules, which would then take the runtime's default
 * (English: `_one` for 1, absent from the Chinese texts, so the key itself was shown).
 */
function pluralRulesByLocale(instance: i18n): void {
  const resolver = instance.services.pluralResolver as {
    getRule(code: string, options?: object): Intl.PluralRules | undefined;
  };
  const getRule = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) =>
    getRule((LANGS as readonly string[]).includes(code) ? localeOf(code as Lang) : code, options);
}

/** `{ 'a.b': 'x', c: 'y' }` → `{ a: { b: 'x' }, c: 'y' }` (i18next's dotted keys as nested objects). */
function nested(values: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const parts = key.split('.');
    let node = out;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      node = (node[part] = next && typeof next === 'object' ? next : {}) as Record<string, unknown>;
    }
    node[parts[parts.length - 1]] = value;
  }
  return out;
}

/**
 * Applies administrators' overrides of `lang` — `{ ns: { dottedKey: text } }`, as the
 * public `/system/language/overrides` call returns them — over the texts of `instance`
 * (deep merge, overwriting). Components using `useTranslation` re-render.
 */
export function applyTextOverrides(
  instance: i18n,
  lang: Lang,
  overrides: Record<string, Record<string, string>>,
): void {
  for (const [ns, values] of Object.entries(overrides)) {
    instance.addResourceBundle(lang, ns, nested(values), true, true);
  }
}
