/**
 * The i18next set-up shared by the bundled instance (create-i18n.ts: every namespace, for the
 * server and tests) and the browser's (lazy-i18n.ts: the first page's namespaces, the rest
 * loaded after), and the application of administrators' text overrides (/moreLanguage) on top.
 * Imports no texts itself, so the browser's first page does not carry them all.
 */
import i18next, { type BackendModule, type i18n } from 'i18next';
import { LANGS, localeOf, type Lang } from './languages';

/** `{ CN: { ns: texts }, EN: …, TC: … }`, as i18next takes resources. */
export type Resources = Record<Lang, Record<string, unknown>>;

/** `{ ns: { CN, EN, TC } }` (the namespace modules' shape) → `{ CN: { ns }, EN: …, TC: … }`. */
export function byLanguage(namespaces: Record<string, Record<Lang, unknown>>): Resources {
  const out: Resources = { CN: {}, EN: {}, TC: {} };
  for (const [ns, texts] of Object.entries(namespaces)) {
    for (const lang of LANGS) out[lang][ns] = texts[lang];
  }
  return out;
}

/**
 * A new, initialised i18next instance in `lang` holding `resources` (its own copy: overrides never
 * touch the shipped modules); with `backend`, the namespaces not given are read through it when
 * first used (i18next's partially bundled languages). Falls back CN → key; `useTranslation`
 * re-renders when a bundle is added (applyTextOverrides, a namespace loaded). Plurals follow each
 * language's own rules (see {@link pluralRulesByLocale}).
 */
export function initI18n(lang: Lang, resources: Resources, backend?: BackendModule): i18n {
  const instance = i18next.createInstance();
  if (backend) instance.use(backend);
  void instance.init({
    lng: lang,
    fallbackLng: 'CN',
    supportedLngs: ['CN', 'EN', 'TC'],
    lowerCaseLng: false,
    resources: structuredClone(resources),
    defaultNS: 'common',
    ns: Object.keys(resources.CN),
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    react: { bindI18nStore: 'added' },
    partialBundledLanguages: backend !== undefined,
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
