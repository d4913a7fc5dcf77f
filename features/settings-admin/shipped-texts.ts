/**
 * The shipped UI texts (platform/i18n/resources.ts) as a flat list for the /moreLanguage
 * key picker: one entry per namespace and dotted key, with its text in each language.
 */
import { localeModules } from '../../platform/i18n/resources';
import { LANGS, type Lang } from '../../platform/i18n/languages';

/** One shipped text: namespace, dotted key and its text per language ('' when missing). */
export interface ShippedText {
  ns: string;
  key: string;
  texts: Record<Lang, string>;
}

/** The string leaves of `node` as `[dottedKey, text]`. */
function leaves(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

let all: ShippedText[] | null = null;

/** Every shipped text (keys of the CN resources), by namespace then key order of the modules. */
export function shippedTexts(): ShippedText[] {
  all ??= Object.entries(localeModules).flatMap(([ns, byLang]) => {
    const perLang = Object.fromEntries(LANGS.map((lang) => [lang, new Map(leaves(byLang[lang]))])) as Record<
      Lang,
      Map<string, string>
    >;
    return [...perLang.CN.keys()].map((key) => ({
      ns,
      key,
      texts: Object.fromEntries(LANGS.map((lang) => [lang, perLang[lang].get(key) ?? ''])) as Record<Lang, string>,
    }));
  });
  return all;
}

/** Namespaces of the shipped texts. */
export function shippedNamespaces(): string[] {
  return Object.keys(localeModules);
}

/**
 * The shipped texts matching `query` (case-insensitive, in `ns:key` or any language's
 * text), in `ns` when given; at most `limit`.
 */
export function searchShipped(query: string, ns: string, limit = 50): ShippedText[] {
  const q = query.trim().toLowerCase();
  const out: ShippedText[] = [];
  for (const entry of shippedTexts()) {
    if (ns && entry.ns !== ns) continue;
    const hay = `${entry.ns}:${entry.key}\n${entry.texts.CN}\n${entry.texts.EN}\n${entry.texts.TC}`.toLowerCase();
    if (q && !hay.includes(q)) continue;
    out.push(entry);
    if (out.length >= limit) break;
  }
  return out;
}
