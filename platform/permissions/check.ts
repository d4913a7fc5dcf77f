/**
 * Permission and role checks of spec §6. A user holds permission codes
 * (`module:entity:action`) and role codes; `*:*:*` grants every permission and the role
 * `admin` passes every role check. Checks combine several requirements with `any`
 * (at least one) or `all`.
 */

/** The permission code that grants everything (spec §6). */
export const ALL_PERMISSIONS = '*:*:*';
/** The role that passes every role check (spec §6). */
export const SUPER_ROLE = 'admin';

/** How several required codes combine. */
export type CheckMode = 'any' | 'all';

function check(
  held: readonly string[] | null | undefined,
  required: string | readonly string[],
  mode: CheckMode,
  master: string,
): boolean {
  const have = held ?? [];
  if (have.includes(master)) return true;
  const need = typeof required === 'string' ? [required] : required;
  if (need.length === 0) return true;
  return mode === 'all' ? need.every((c) => have.includes(c)) : need.some((c) => have.includes(c));
}

/**
 * True when `codes` (the user's permission codes) satisfy `required`: one code, or a list
 * combined by `mode` (default `any`). `*:*:*` among `codes` passes everything; an empty
 * requirement passes; a missing `codes` list holds nothing.
 */
export function hasPermi(
  codes: readonly string[] | null | undefined,
  required: string | readonly string[],
  mode: CheckMode = 'any',
): boolean {
  return check(codes, required, mode, ALL_PERMISSIONS);
}

/**
 * True when `roles` (the user's role codes) satisfy `required` (one role, or a list
 * combined by `mode`, default `any`). The role `admin` passes everything; an empty
 * requirement passes.
 */
export function hasRole(
  roles: readonly string[] | null | undefined,
  required: string | readonly string[],
  mode: CheckMode = 'any',
): boolean {
  return check(roles, required, mode, SUPER_ROLE);
}
