/** The `?id=` of the process pages (back office drawer, terminal detail and examine). */

/** The process id in `?id=`, or null when absent or not a positive whole number. */
export function processIdOf(params: URLSearchParams): number | null {
  const id = Number(params.get('id'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
