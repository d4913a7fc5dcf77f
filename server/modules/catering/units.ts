/**
 * Merchandise units in the request language: a unit is stored as typed (mc_merchandise.unit, copied to
 * the order lines: `box`, `瓶` …) and read through the business dictionary `mcUnit`, whose item of that
 * value gives its label in CN, EN and TC. A unit the dictionary lacks (or a disabled item) reads as stored.
 */
import { and, eq } from 'drizzle-orm';
import type { Lang } from '../../../platform/i18n/languages';
import type { Db } from '../../db/client';
import { sysDictItem, sysDictType } from '../../db/schema/index';
import { labelIn } from '../settings/common';

/** The code of the business dictionary of merchandise units. */
export const UNIT_DICTIONARY = 'mcUnit';

/** A unit's label in the request language (the stored unit when the dictionary has none). */
export type UnitLabel = (unit: string) => string;

/** Reads the unit dictionary once: the labeller of units in `lang`. */
export async function unitLabeler(db: Db, lang: Lang): Promise<UnitLabel> {
  const rows = await db
    .select({ value: sysDictItem.value, cn: sysDictItem.labelCn, en: sysDictItem.labelEn, tc: sysDictItem.labelTc })
    .from(sysDictItem)
    .innerJoin(sysDictType, eq(sysDictType.id, sysDictItem.typeId))
    .where(and(eq(sysDictType.code, UNIT_DICTIONARY), eq(sysDictType.status, 0), eq(sysDictItem.status, 0)));
  const labels = new Map(rows.map((r) => [r.value, labelIn(lang, r.cn, r.en, r.tc) || r.value]));
  return (unit) => labels.get(unit) ?? unit;
}
