/**
 * Ids in a page's URL (`?id=`, `?resubmit=`).
 */

/** The positive integer a query parameter holds, else undefined (absent, empty or not an id). */
export function positiveIdParam(value: string | null): number | undefined {
  const n = Number(value ?? '');
  return value && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}
