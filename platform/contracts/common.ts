/**
 * Schemas shared by several contracts: ids, ISO timestamps, dates, week-day codes.
 */
import { z } from 'zod';

/** A database id. GET inputs arrive as strings, hence the coercion. */
export const Id = z.coerce.number().int().positive();

/** An ISO-8601 timestamp with its offset, e.g. `2026-11-22T09:00:00+08:00` (DESIGN.md §4). */
export const IsoDateTime = z.iso.datetime({ offset: true });

/** A calendar date `YYYY-MM-DD`, read in the campus's time zone. */
export const IsoDate = z.iso.date();

/** Week-day codes of spec §9: Saturday is spelled `STA`. */
export const WeekDay = z.enum(['MON', 'TUE', 'WED', 'THU', 'FRI', 'STA', 'SUN']);
export type WeekDay = z.infer<typeof WeekDay>;

/** An empty input (calls without parameters). */
export const NoInput = z
  .object({})
  .strict()
  .or(z.undefined())
  .transform(() => ({}));

/** `data: null` outputs. */
export const NullOutput = z.null();

/**
 * A place's (campus, building, floor, room, site) own name in English or traditional Chinese, up to 64 characters:
 * optional (omitted: unchanged on an edit); `''` or null stores none, and the place then reads its
 * simplified-Chinese `name` in that language.
 */
export const PlaceNameInput = z
  .string()
  .trim()
  .max(64)
  .nullable()
  .optional()
  .transform((v) => (v === '' ? null : v));

/** A place's stored English or traditional-Chinese name (null: none; the place reads its `name`). */
export const PlaceNameOutput = z.string().nullable();
