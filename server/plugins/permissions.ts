/**
 * Permission checks of spec §6 on the server, from the shared rules of
 * platform/permissions/check.ts: the wildcard `*:*:*` grants every permission and the
 * role `admin` passes every check; otherwise the caller must hold the exact code.
 */
import { Code } from '../../platform/protocol/codes';
import { AppError } from '../../platform/protocol/envelope';
import type { Access } from '../../platform/contracts/define-call';
import { ALL_PERMISSIONS, SUPER_ROLE, hasPermi } from '../../platform/permissions/check';
import type { Principal } from './call-handler';

/** True for an administrator: role `admin` or the wildcard permission. */
export function isAdmin(principal: Principal): boolean {
  return principal.roles.includes(SUPER_ROLE) || hasPermi(principal.permissions, ALL_PERMISSIONS);
}

/** True when the caller holds `permission` (directly, by wildcard, or as admin). */
export function hasPermission(principal: Principal, permission: string): boolean {
  return principal.roles.includes(SUPER_ROLE) || hasPermi(principal.permissions, permission);
}

/**
 * Enforces a contract's `access` for a caller already known to be signed in.
 * @throws AppError FORBIDDEN when a permission code is required and not held.
 */
export function enforceAccess(access: Access, principal: Principal): void {
  if (access === 'public' || access === 'user') return;
  if (!hasPermission(principal, access)) throw new AppError(Code.FORBIDDEN, { permission: access });
}
