/**
 * The bookings /my keeps on screen after cancelling them (the refreshed Upcoming list no
 * longer holds them), in the page's current language: a row kept in another language (the
 * user switched language after cancelling) is read again with `currentDetail`, so its place
 * names (site, campus) and scene follow the page; the kept row shows until that answer arrives.
 */
import { useQueries } from '@tanstack/react-query';
import { currentDetail } from '../../platform/contracts/reserve.contract';
import type { Lang } from '../../platform/i18n/languages';
import { useApi, useLang } from '../../ui/runtime';
import type { BookingRow } from './booking-card';

/** Rows kept after cancelling: booking id → the row as it was and its former index on the page. */
export type KeptRows = ReadonlyMap<number, { row: BookingRow; index: number }>;

/**
 * `kept` (read in `keptLang`) with each row in the current language: re-read when the
 * language differs, otherwise as kept. Same map shape, same indexes.
 */
export function useKeptRowsInLang(kept: KeptRows, keptLang: Lang): KeptRows {
  const api = useApi();
  const { lang } = useLang();
  const ids = [...kept.keys()];
  const details = useQueries({
    queries: ids.map((id) => ({
      queryKey: [currentDetail.path, { id }, lang],
      queryFn: ({ signal }: { signal: AbortSignal }) => api(currentDetail, { id }, { signal }),
      enabled: lang !== keptLang,
    })),
  });
  if (lang === keptLang) return kept;
  return new Map(
    ids.map((id, i) => {
      const entry = kept.get(id)!;
      const fresh = details[i]?.data;
      return [id, fresh ? { row: fresh, index: entry.index } : entry];
    }),
  );
}
