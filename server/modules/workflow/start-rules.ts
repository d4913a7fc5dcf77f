/**
 * Who may start a form (spec §2 /formDefine "who may start it", /start): a definition that
 * is enabled, has a saved version and sits in an enabled group, whose organisations include
 * the caller's organisation or one above it (none listed = every organisation), and whose
 * roles include one of the caller's (none listed = any role). Designers of forms see every
 * definition in the designer, but start forms by the same rules as everyone.
 */
import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { formDefine, formGroup, sysUser, sysUserRole } from '../../db/schema/index';
import type { Principal } from '../../plugins/call-handler';
import { hasPermission } from '../../plugins/permissions';
import { loadOrgs } from '../org/org.queries';

/** Permissions that show every definition, enabled or not (the designer and the /formDefine page). */
export const DESIGNER_PERMISSIONS = ['workflow:formDefine:design', 'workflow:formDefine:page'] as const;

/** True when the caller designs forms (holds a permission of DESIGNER_PERMISSIONS). */
export function isFormDesigner(principal: Principal): boolean {
  return DESIGNER_PERMISSIONS.some((p) => hasPermission(principal, p));
}

/** What decides whether a caller may start a form: their organisation with those above it, and their roles. */
export interface Starter {
  /** The caller's organisation and every organisation above it (empty without an organisation). */
  orgChain: number[];
  /** Ids of the caller's roles. */
  roleIds: number[];
}

/** The caller's organisation chain and roles, read from the database (so a change applies at the next call). */
export async function starterOf(db: Db, principal: Principal): Promise<Starter> {
  const [me] = await db.select({ orgId: sysUser.orgId }).from(sysUser).where(eq(sysUser.id, principal.userId));
  const roles = await db
    .select({ roleId: sysUserRole.roleId })
    .from(sysUserRole)
    .where(eq(sysUserRole.userId, principal.userId));
  const orgChain: number[] = [];
  if (me?.orgId != null) {
    const parentOf = new Map((await loadOrgs(db)).map((o) => [o.id, o.parentId]));
    // Walks up to the root; the guard stops on a cycle a broken tree might hold.
    for (let id: number | null | undefined = me.orgId; id != null && !orgChain.includes(id); id = parentOf.get(id))
      orgChain.push(id);
  }
  return { orgChain, roleIds: roles.map((r) => r.roleId) };
}

/** An `int[]` literal for `&&` (an empty array matches nothing). */
function intArray(ids: number[]): SQL {
  return sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;
}

/**
 * The SQL condition over `form_define` joined with its `form_group` that holds for the
 * definitions `starter` may start: enabled, saved, in an enabled group, and matching the
 * organisation and role lists.
 */
export function startableCondition(starter: Starter): SQL {
  const orgs = starter.orgChain.length ? intArray(starter.orgChain) : sql`'{}'::int[]`;
  const roles = starter.roleIds.length ? intArray(starter.roleIds) : sql`'{}'::int[]`;
  return and(
    eq(formDefine.status, 0),
    gt(formDefine.currentVersion, 0),
    eq(formGroup.status, 0),
    sql`(cardinality(${formDefine.startOrgIds}) = 0 or ${formDefine.startOrgIds} && ${orgs})`,
    sql`(cardinality(${formDefine.startRoleIds}) = 0 or ${formDefine.startRoleIds} && ${roles})`,
  )!;
}
