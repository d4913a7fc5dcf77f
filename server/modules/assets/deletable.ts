/**
 * The check before deleting catalogue rows (campuses, buildings, floors, scenes, sites,
 * device kinds): every id exists and none still has dependants.
 */
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';

/** What blocks a delete, as the `context` of RECORD_IN_USE (see platform/i18n/locales/errors.ts). */
export type Dependants = 'buildings' | 'floors' | 'sites' | 'reservations' | 'devices';

/**
 * Checks a delete of `ids` given their `rows` (each with its name and how many dependants use it).
 * @throws AppError NOT_FOUND for a missing id; RECORD_IN_USE (`context`, `name`, `count`) for the first row in use
 */
export function assertDeletable(rows: { name: string; used: number }[], ids: number[], context: Dependants): void {
  if (rows.length !== ids.length) throw new AppError(Code.NOT_FOUND);
  const inUse = rows.find((r) => r.used > 0);
  if (inUse) throw new AppError(Code.RECORD_IN_USE, { context, name: inUse.name, count: inUse.used });
}
