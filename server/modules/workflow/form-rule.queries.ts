/**
 * Which form a booking needs (spec §2 /formRule; platform/contracts/form-rule.contract.ts):
 * {@link formRuleFor} is the one definition of the precedence — among enabled rules of
 * enabled forms with a saved version that match the booking, the most specific match
 * (site > reservation rule > scene > a rule bound to nothing), then the higher priority,
 * then the older rule — in one query.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { BookingForm } from '../../../platform/contracts/form-rule.contract';
import type { FormSchema } from '../../../platform/forms/form-definition';
import type { Lang } from '../../../platform/i18n/languages';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Db } from '../../db/client';
import { formDefine, formDefineVersion, formRule } from '../../db/schema/index';
import { effectiveRule } from '../rules/effective-rule';
import { findSite } from '../site/site.queries';
import { localName } from './form-define.queries';

/** What a booking is matched on: its site, the site's scene, and the reservation rule governing it (null: none). */
export interface BookingPlace {
  sceneId: number;
  siteId: number;
  ruleId: number | null;
}

/** The form a booking needs: the definition's id, names, latest version and that version's fields. */
export interface FormRuleMatch {
  defineId: number;
  version: number;
  names: { name: string; nameEn: string; nameTc: string };
  schema: FormSchema;
}

/**
 * How specifically a rule matches `place`: 3 by site, 2 by reservation rule, 1 by scene,
 * 0 when bound to nothing, null when it does not match.
 */
function specificity(place: BookingPlace) {
  const ruleMatch = place.ruleId === null ? sql`false` : sql`${place.ruleId} = any(${formRule.ruleIds})`;
  return sql<number | null>`case
    when ${place.siteId} = any(${formRule.siteIds}) then 3
    when ${ruleMatch} then 2
    when ${place.sceneId} = any(${formRule.sceneIds}) then 1
    when cardinality(${formRule.siteIds}) + cardinality(${formRule.ruleIds}) + cardinality(${formRule.sceneIds}) = 0
      then 0
    end`;
}

/** The form the form rules bind to a booking at `place` (see the module comment), or null when none applies. */
export async function formRuleFor(db: Db, place: BookingPlace): Promise<FormRuleMatch | null> {
  const rank = specificity(place);
  const [row] = await db
    .select({
      defineId: formDefine.id,
      version: formDefineVersion.version,
      name: formDefine.name,
      nameEn: formDefine.nameEn,
      nameTc: formDefine.nameTc,
      schema: formDefineVersion.schema,
    })
    .from(formRule)
    .innerJoin(formDefine, eq(formDefine.id, formRule.defineId))
    .innerJoin(
      formDefineVersion,
      and(eq(formDefineVersion.defineId, formDefine.id), eq(formDefineVersion.version, formDefine.currentVersion)),
    )
    .where(and(eq(formRule.status, 0), eq(formDefine.status, 0), sql`${rank} is not null`))
    .orderBy(desc(rank), desc(formRule.priority), asc(formRule.id))
    .limit(1);
  if (!row) return null;
  const { defineId, version, schema, ...names } = row;
  return { defineId, version, names, schema };
}

/**
 * The form a booking of site `siteId` must fill: the form rules' match when the booking needs
 * approval (the site or its effective reservation rule says so), else null.
 * @throws AppError SITE_NOT_FOUND when the site does not exist or is disabled
 */
export async function bookingFormOfSite(db: Db, siteId: number): Promise<FormRuleMatch | null> {
  const found = await findSite(db, siteId, 'CN');
  if (!found) throw new AppError(Code.SITE_NOT_FOUND);
  const rule = await effectiveRule(db, found);
  if (!found.needsApproval && !rule.needsApproval) return null;
  return formRuleFor(db, { sceneId: found.sceneId, siteId: found.id, ruleId: rule.id });
}

/**
 * Whether form definition `defineId` is the one a booking of site `siteId` must fill: then a
 * booker may preview its path and search its CUSTOM nodes' people without being among the
 * form's starters (a booking under a form rule need not be startable on its own).
 * @throws AppError SITE_NOT_FOUND as {@link bookingFormOfSite}
 */
export async function isBookingFormOf(db: Db, siteId: number, defineId: number): Promise<boolean> {
  return (await bookingFormOfSite(db, siteId))?.defineId === defineId;
}

/** A match on the wire, its name in `lang`. */
export function bookingFormOut(match: FormRuleMatch, lang: Lang): BookingForm {
  return { defineId: match.defineId, version: match.version, name: localName(lang, match.names), schema: match.schema };
}
