/**
 * Path parameters of a contract (spec §7 writes `define/detail/{id}`, `process/{id}`,
 * `candidate/getUserByDept/{id}`): a `{name}` segment of `CallContract.path` carries the input
 * field `name`. The server registers it as a route parameter and merges it into the input
 * (server/plugins/gateway.ts); clients put the URL-encoded value in the path and leave the
 * field out of the query or body (platform/http/api-client.ts, test/server/harness.ts).
 */

/** A `{name}` segment: a letter, then letters, digits or `_`. */
const PARAM = /\{([A-Za-z][A-Za-z0-9_]*)\}/g;

/** The names of the path parameters of `path`, in order (`/a/{id}/b/{key}` → `['id', 'key']`). */
export function pathParamsOf(path: string): string[] {
  return [...path.matchAll(PARAM)].map((m) => m[1]!);
}

/** `path` in Fastify's route syntax: `{id}` → `:id`. */
export function routePathOf(path: string): string {
  return path.replace(PARAM, ':$1');
}

/**
 * The path with each `{name}` replaced by the URL-encoded `input[name]`, and the input
 * without those fields (what goes to the query or body).
 * @param missing what a missing value (undefined, null or empty) does: `throw` (clients: the
 *   call cannot be addressed, a caller bug) or `keep` the segment `{name}` as it is, URL-encoded
 *   (test harnesses sending every contract an empty input: the server then refuses the value)
 * @throws Error with `missing` `throw` when a path parameter has no value
 */
export function fillPath(
  path: string,
  input: unknown,
  missing: 'throw' | 'keep' = 'throw',
): { path: string; rest: Record<string, unknown> | undefined } {
  const names = pathParamsOf(path);
  if (names.length === 0) return { path, rest: input as Record<string, unknown> | undefined };
  const rest: Record<string, unknown> = { ...((input ?? {}) as Record<string, unknown>) };
  const filled = path.replace(PARAM, (_whole, name: string) => {
    const value = rest[name];
    if (value === undefined || value === null || String(value) === '') {
      if (missing === 'keep') return encodeURIComponent(`{${name}}`);
      throw new Error(`Path parameter "${name}" of ${path} has no value`);
    }
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  return { path: filled, rest };
}
