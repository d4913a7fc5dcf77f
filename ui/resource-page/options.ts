/**
 * The choices of selects and trees: a fixed list, or a call's data mapped to
 * options. Loaded through the runtime's query cache, so filters and forms share one load.
 */
import { useCall, useLang } from '../runtime';
import type { CallContract, CallInput } from '../../platform/contracts/define-call';
import type { Lang } from '../../platform/i18n/languages';
import type { OptionSource, ResourceOption } from './types';

const NO_CALL = { call: null, input: undefined, toOptions: () => [] as ResourceOption[] };

/** The options of `source` (empty while a call loads or when there is no source). */
export function useOptions(source: OptionSource | undefined): ResourceOption[] {
  const { lang } = useLang();
  const remote = source && !Array.isArray(source) ? source : NO_CALL;
  const query = useCall(
    remote.call ?? ({ path: '' } as CallContract),
    (remote.input ?? {}) as CallInput<CallContract>,
    {
      enabled: remote.call !== null,
      staleTime: 60_000,
    },
  );
  if (Array.isArray(source)) return source;
  if (!source || query.data === undefined) return [];
  return (remote.toOptions as (data: unknown, lang: Lang) => ResourceOption[])(query.data, lang);
}

/** Every option of a tree, depth first (parents before children). */
export function flattenOptions(options: readonly ResourceOption[]): ResourceOption[] {
  return options.flatMap((o) => [o, ...flattenOptions(o.children ?? [])]);
}

/** The option whose value, as text, is `text` (select inputs hold text; options keep numbers as numbers). */
export function optionByText(options: readonly ResourceOption[], text: string): ResourceOption | undefined {
  return flattenOptions(options).find((o) => String(o.value) === text);
}
