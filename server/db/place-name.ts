/**
 * The name of a place (campus, building, floor, room, site) in a request language.
 * `name` is the simplified-Chinese name and the fallback of a language whose own name
 * (`name_en`, `name_tc`) is missing or empty.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Lang } from '../../platform/i18n/languages';

/** The name columns of a place table (or of an alias of one). */
export interface PlaceNameColumns {
  name: AnyColumn;
  nameEn: AnyColumn;
  nameTc: AnyColumn;
}

/**
 * The SQL expression of the place's name in `lang`: `name` for CN,
 * `coalesce(nullif(name_en, ''), name)` for EN, `coalesce(nullif(name_tc, ''), name)` for TC.
 */
export function placeName(place: PlaceNameColumns, lang: Lang): SQL<string> {
  if (lang === 'CN') return sql<string>`${place.name}`;
  const own = lang === 'EN' ? place.nameEn : place.nameTc;
  return sql<string>`coalesce(nullif(${own}, ''), ${place.name})`;
}

/**
 * The same expression for raw SQL over a table alias (e.g. `s` of `from site s`):
 * `s.name`, `coalesce(nullif(s.name_en, ''), s.name)` …
 */
export function placeNameOf(alias: string, lang: Lang): SQL<string> {
  const name = sql.raw(`${alias}.name`);
  if (lang === 'CN') return sql<string>`${name}`;
  return sql<string>`coalesce(nullif(${sql.raw(`${alias}.name_${lang === 'EN' ? 'en' : 'tc'}`)}, ''), ${name})`;
}

/** True (SQL) when any of the place's three names matches the `ilike` pattern. */
export function placeNameLike(place: PlaceNameColumns, pattern: string): SQL {
  return sql`(${place.name} ilike ${pattern} or ${place.nameEn} ilike ${pattern} or ${place.nameTc} ilike ${pattern})`;
}
