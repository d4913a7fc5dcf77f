/**
 * "My organisation" for statements on the terminal (platform/contracts/org-settlement.contract.ts):
 * the statements of the internal customers bound to the caller's organisation or to one below it
 * (sys_user.org_id and its subtree in sys_org, read at each call), whatever the caller's role and
 * data scope. A caller without an organisation has none. The condition is SQL on mc_settlement,
 * so every read and the confirm filter by it in the database (out of scope is NOT_FOUND).
 */
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mcCustomer, mcSettlement, sysUser } from '../../db/schema/index';
import type { Principal } from '../../plugins/call-handler';
import { loadOrgs, subtreeIds } from '../org/org.queries';

/** Ids of the caller's organisation and of every organisation below it; empty without one. */
export async function myOrgIds(db: Db, principal: Principal): Promise<number[]> {
  const [me] = await db.select({ orgId: sysUser.orgId }).from(sysUser).where(eq(sysUser.id, principal.userId));
  if (me?.orgId == null) return [];
  return subtreeIds(await loadOrgs(db), [me.orgId]).sort((a, b) => a - b);
}

/** The SQL condition on mc_settlement of the caller's organisation's statements (see the module comment). */
export async function orgSettlementScope(db: Db, principal: Principal): Promise<SQL> {
  const orgIds = await myOrgIds(db, principal);
  if (!orgIds.length) return sql`false`;
  return sql`${mcSettlement.customerId} in (select ${mcCustomer.id} from ${mcCustomer}
    where ${mcCustomer.kind} = 'internal' and ${inArray(mcCustomer.orgId, orgIds)})`;
}
