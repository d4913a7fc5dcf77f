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
 * @throws Error when a path parameter's value is missing (undefined, null or empty): the
 *   call cannot be addressed; a caller bug, not a refusal of the server
 */
export function fillPath(path: string, input: unknown): { path: string; rest: Record<string, unknown> | undefined } {
  const names = pathParamsOf(path);
  if (names.length === 0) return { path, rest: input as Record<string, unknown> | undefined };
  const rest: Record<string, unknown> = { ...((input ?? {}) as Record<string, unknown>) };
  const filled = path.replace(PARAM, (_whole, name: string) => {
    const value = rest[name];
    if (value === undefined || value === null || String(value) === '') {
      throw new Error(`Path parameter "${name}" of ${path} has no value`);
    }
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  return { path: filled, rest };
}
