/**
 * A configured i18next instance with every namespace loaded synchronously (resources are
 * bundled; no back end): the server's, the tests' and any caller that needs every text at once.
 * The browser apps use lazy-i18n.ts instead, which leaves most texts off the first page.
 */
import type { i18n } from 'i18next';
import { buildResources } from './resources';
import { initI18n } from './i18n-core';
import type { Lang } from './languages';

export { applyTextOverrides } from './i18n-core';

/** A new, initialised i18next instance in `lang` with every namespace (see initI18n). */
export function createI18n(lang: Lang = 'CN'): i18n {
  return initI18n(lang, buildResources());
}
