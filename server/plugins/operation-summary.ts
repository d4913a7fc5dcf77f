/**
 * Summaries of the operation log stored as what was done — a key of the `operations`
 * namespace (platform/i18n/locales/operations.ts) and its parameters — and rendered in the
 * reader's language when the log is read. A call whose handler gives no summary is logged
 * with its contract's entry (`calls.METHOD path`); a handler names one of `done.*` with
 * {@link operationSummary}, typed so that an unknown key or a missing parameter does not compile.
 */
import type { CallContract } from '../../platform/contracts/define-call';
import type { Lang } from '../../platform/i18n/languages';
import operations from '../../platform/i18n/locales/operations';
import { i18nOf } from './i18n';

/** The i18next namespace of the summaries. */
export const OPERATIONS_NS = 'operations';

/** Parameters of a summary: the values its template interpolates. */
export type SummaryParams = Record<string, string | number>;

/** A summary as stored: a key of the `operations` namespace and its parameters. */
export interface OperationSummary {
  key: string;
  params: SummaryParams;
}

type DoneTexts = (typeof operations)['CN']['done'];
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type BaseKey<K> = K extends `${infer B}_${PluralSuffix}` ? B : K;

/** A handler's summary key: a `done.*` entry without its plural suffix, e.g. `passwordReset`. */
export type DoneKey = BaseKey<keyof DoneTexts & string>;

type Placeholders<S> = S extends `${string}{{${infer P}}}${infer R}` ? P | Placeholders<R> : never;
type TemplateOf<K extends DoneKey> = DoneTexts[(K | `${K}_other`) & keyof DoneTexts];

/** The parameters the CN template of `K` interpolates, each a text or a number. */
export type DoneParams<K extends DoneKey> = Record<Placeholders<TemplateOf<K>>, string | number>;

/**
 * The summary `done.<key>` with its parameters, for `ctx.audit({ summary })`. Keys and
 * parameter names are checked against the locale's CN texts at compile time; a template
 * with `{{count}}` has plural forms.
 */
export function operationSummary<K extends DoneKey>(
  key: K,
  ...params: [Placeholders<TemplateOf<K>>] extends [never] ? [] : [DoneParams<K>]
): OperationSummary {
  return { key: `done.${key}`, params: (params[0] ?? {}) as SummaryParams };
}

/** The key of a call's own summary: `calls.METHOD path` (e.g. `calls.POST /resv/site/add`). */
export function callSummaryKey(contract: Pick<CallContract, 'method' | 'path'>): string {
  return `calls.${contract.method} ${contract.path}`;
}

/**
 * The text of a stored summary in `lang`, its parameters filled; `fallback` (the stored
 * English text) when there is no key (rows written before summaries had keys) or the key is
 * no longer in the namespace.
 */
export function renderSummary(
  lang: Lang,
  key: string | null | undefined,
  params: SummaryParams | null | undefined,
  fallback: string,
): string {
  if (!key) return fallback;
  const i18n = i18nOf(lang);
  if (!i18n.exists(key, { ns: OPERATIONS_NS, ...(params ?? {}) })) return fallback;
  return i18n.t(key, { ...(params ?? {}), ns: OPERATIONS_NS, lng: lang, defaultValue: fallback });
}

/** Every leaf key of a nested text object with its text (`calls.POST /x` → 'Added …'). */
function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

const PLACEHOLDER = /\{\{[^}]*\}\}/g;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * The summary keys whose text in `lang` contains `keyword` (case-insensitive), the
 * parameters' places not counting: searching "重置" in CN finds `done.passwordReset`.
 */
export function summaryKeysMatching(lang: Lang, keyword: string): string[] {
  const needle = keyword.toLocaleLowerCase();
  const bundle: unknown = i18nOf(lang).getResourceBundle(lang, OPERATIONS_NS);
  const keys = leaves(bundle)
    .filter(([, text]) => text.split(PLACEHOLDER).some((part) => part.toLocaleLowerCase().includes(needle)))
    .map(([key]) => key.replace(PLURAL_SUFFIX, ''));
  return [...new Set(keys)];
}
