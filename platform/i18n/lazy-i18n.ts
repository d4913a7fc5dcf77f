/**
 * The browser apps' i18next instance (a light first page, docs/benchmarks.md web figures):
 * it starts with the namespaces every first page shows — `common`, `errors` (the API's and
 * the validation messages of the catalogue's own codes; the domains' codes come with the rest,
 * locales/errors-all.ts) and `auth` (the login page) — and fetches all the other texts as
 * one chunk (resources.ts) at once in the background. A component asking for a namespace
 * before the chunk has arrived suspends (react-i18next) until it has; one reading
 * `ns:key` through another namespace re-renders when the bundles are added.
 */
import type { BackendModule, ResourceStore, i18n } from 'i18next';
import auth from './locales/auth';
import common from './locales/common';
import errors from './locales/errors';
import { byLanguage, initI18n, type Resources } from './i18n-core';
import { LANGS, type Lang } from './languages';

/** The namespaces bundled with the first page. */
const FIRST_PAGE = byLanguage({ common, errors, auth });

/** Each instance's promise of every text, settled once the chunk is in (see {@link textsLoaded}). */
const loaded = new WeakMap<i18n, Promise<void>>();

/** The chunk of every namespace, fetched once per page load; a failed fetch is tried again on the next call. */
let allTexts: Promise<Resources> | null = null;
function loadAllTexts(): Promise<Resources> {
  allTexts ??= import('./resources').then(
    (m) => m.buildResources(),
    (err: unknown) => {
      allTexts = null;
      throw err;
    },
  );
  return allTexts;
}

/**
 * i18next's back end for the namespaces not bundled: what the instance's store holds once the
 * chunk of every namespace is in (its texts with any overrides on top: i18next replaces a
 * bundle's top-level keys with what a back end reads, so it must read the merged bundle).
 */
function chunkBackend(): BackendModule {
  let store: ResourceStore | null = null;
  return {
    type: 'backend',
    init(services) {
      store = services.resourceStore;
    },
    read(lng, ns, callback) {
      loadAllTexts().then(
        (all) => callback(null, store?.data[lng]?.[ns] ?? (all[lng as Lang]?.[ns] as object) ?? {}),
        (err: Error) => callback(err, null),
      );
    },
  };
}

/**
 * A new i18next instance in `lang` with the first page's namespaces, the others added as soon as
 * their chunk arrives (before the back end hands any of them to a waiting component).
 */
export function createLazyI18n(lang: Lang): i18n {
  const instance = initI18n(lang, FIRST_PAGE, chunkBackend());
  loaded.set(
    instance,
    loadAllTexts().then(
      (all) => {
        for (const lng of LANGS) {
          for (const [ns, texts] of Object.entries(all[lng])) {
            // Deep, not overwriting: texts an override or the back end put there first stay. The first
            // page's namespaces gain what they lacked (`errors`: the domains' codes, locales/errors-all.ts).
            instance.addResourceBundle(lng, ns, texts, true, false);
          }
        }
      },
      () => undefined,
    ), // A failed fetch: the back end tries again when a namespace is asked for.
  );
  return instance;
}

/** Settles once every namespace of `instance` is in (at once for an instance made otherwise). */
export function textsLoaded(instance: i18n): Promise<void> {
  return loaded.get(instance) ?? Promise.resolve();
}
