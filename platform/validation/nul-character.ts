/**
 * NUL characters (U+0000) in a call's input. PostgreSQL's text and jsonb cannot hold
 * them, so a NUL that reached a query failed the call with a server error; the gateway
 * (server/plugins/gateway.ts) refuses such input as BAD_REQUEST before the contract's
 * schema reads it. Checked on the raw input — every query value, and every string value
 * AND key of a JSON body, however deeply nested in objects and arrays.
 */

/** A path into the input, as zod names it: keys and array indexes. */
export type InputPath = Array<string | number>;

/**
 * The path of the first string (or object key) of `value` that contains a NUL, or null
 * when there is none. A key with a NUL is named by itself (the path up to and including it).
 */
export function findNulCharacter(value: unknown, path: InputPath = []): InputPath | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNulCharacter(value[i], [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key.includes('\u0000')) return [...path, key];
      const found = findNulCharacter(child, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
