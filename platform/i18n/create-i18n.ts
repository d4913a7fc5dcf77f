/**
 * A configured i18next instance for one side (browser or server), with every
 * namespace loaded synchronously (resources are bundled; no back end).
 */
import i18next, { type i18n } from 'i18next';
import { buildResources } from './resources';
import type { Lang } from './languages';

/** A new, initialised i18next instance in `lang`. Falls back CN → key. */
export function createI18n(lang: Lang = 'CN'): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: 'CN',
    supportedLngs: ['CN', 'EN', 'TC'],
    lowerCaseLng: false,
    resources: buildResources(),
    defaultNS: 'common',
    ns: Object.keys(buildResources().CN),
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  } as Parameters<i18n['init']>[0]);
  return instance;
}
