/**
 * Handlers of platform/contracts/workflow-candidate.contract.ts: the organisation tree with
 * its leaders, the users of one organisation, whom a node of a definition may ask, and the
 * upload of a form's attachment. The pickers list people across the organisation (whom a
 * workflow may ask is not the caller's data scope), enabled users only.
 */
import { and, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import * as contracts from '../../../platform/contracts/workflow-candidate.contract';
import type { CandidateDept, CandidateUser } from '../../../platform/contracts/workflow-candidate.contract';
import type { OrgNode } from '../../../platform/contracts/org.contract';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import {
  WorkflowDefinition,
  type ApproverNode,
  type CopyNode,
  type WorkflowNode,
} from '../../../platform/workflow/workflow-definition';
import type { Db } from '../../db/client';
import { formDefine, formDefineVersion, formGroup, media, sysOrg, sysUser, sysUserRole } from '../../db/schema/index';
import type { Principal } from '../../plugins/call-handler';
import { isBookingFormOf } from './form-rule.queries';
import { isFormDesigner, startableCondition, starterOf } from './start-rules';
import { implement } from '../../plugins/call-handler';
import { orgForest, ORG_TIME_ZONE } from '../org/org.queries';
import { toWireTime } from '../reserve/campus-time';
import { containing } from '../../db/paging';
import { checkAttachment } from './attachment.service';
import { initiatorOf, resolveCandidates, usersInRange } from './candidates';
import { operationSummary } from '../../plugins/operation-summary';

/** Most people a picker lists at once (narrow with the keyword). */
const PICKER_LIMIT = 200;

/** Active organisations as the candidate tree (a disabled one is left out with everything under it). */
function deptTree(nodes: OrgNode[]): CandidateDept[] {
  return nodes
    .filter((n) => n.status === 0)
    .map((n) => ({ id: n.id, name: n.name, leaderId: n.leaderId, children: deptTree(n.children) }));
}

/**
 * The enabled users matching `where` (e.g. `inArray(sysUser.id, ids)`) as picker rows
 * (CandidateUser, with their organisation's name), in `order` when given, else by id;
 * {@link PICKER_LIMIT} rows at most.
 */
export async function candidateUsers(
  db: Db,
  where: SQL | undefined,
  order?: readonly number[],
): Promise<CandidateUser[]> {
  const rows = await db
    .select({
      id: sysUser.id,
      name: sysUser.name,
      account: sysUser.account,
      orgId: sysUser.orgId,
      orgName: sysOrg.name,
    })
    .from(sysUser)
    .leftJoin(sysOrg, eq(sysOrg.id, sysUser.orgId))
    .where(and(eq(sysUser.status, 0), where))
    .orderBy(sysUser.id)
    .limit(PICKER_LIMIT);
  if (!order) return rows;
  const at = new Map(order.map((id, i) => [id, i]));
  return rows.sort((a, b) => (at.get(a.id) ?? 0) - (at.get(b.id) ?? 0));
}

/** Name or account containing `keyword` (case-insensitive), or nothing when there is no keyword. */
function keywordCondition(keyword: string | undefined): SQL | undefined {
  return keyword
    ? or(ilike(sysUser.name, containing(keyword)), ilike(sysUser.account, containing(keyword)))
    : undefined;
}

/** The approver or copy node `nodeId` anywhere in `nodes` (inside condition branches too), or null. */
function findNode(nodes: readonly WorkflowNode[], nodeId: string): ApproverNode | CopyNode | null {
  for (const node of nodes) {
    if (node.kind === 'condition') {
      for (const branch of node.branches) {
        const hit = findNode(branch.nodes, nodeId);
        if (hit) return hit;
      }
    } else if (node.id === nodeId) return node;
  }
  return null;
}

/**
 * The approver or copy node `nodeId` of the latest saved version of form definition
 * `defineId`, as `principal` may see it: designers every definition, anyone else only one
 * they may start (start-rules.ts) or the form a booking of `siteId` must fill, so the pickers reveal no
 * one for forms the caller cannot start or book with.
 * @throws AppError NOT_FOUND when the definition is out of the caller's view, has no version,
 *   or has no such approver/copy node; SITE_NOT_FOUND for an unknown `siteId`
 */
export async function loadDefinitionNode(
  db: Db,
  principal: Principal,
  defineId: number,
  nodeId: string,
  siteId?: number,
): Promise<ApproverNode | CopyNode> {
  const seesAll = isFormDesigner(principal) || (siteId !== undefined && (await isBookingFormOf(db, siteId, defineId)));
  const visible = seesAll ? undefined : startableCondition(await starterOf(db, principal));
  const [row] = await db
    .select({ workflow: formDefineVersion.workflow })
    .from(formDefine)
    .innerJoin(formGroup, eq(formGroup.id, formDefine.groupId))
    .innerJoin(
      formDefineVersion,
      and(eq(formDefineVersion.defineId, formDefine.id), eq(formDefineVersion.version, formDefine.currentVersion)),
    )
    .where(and(eq(formDefine.id, defineId), visible));
  const parsed = row ? WorkflowDefinition.safeParse(row.workflow) : null;
  const node = parsed?.success ? findNode(parsed.data.nodes as WorkflowNode[], nodeId) : null;
  if (!node) throw new AppError(Code.NOT_FOUND);
  return node;
}

/** The handlers of the workflow-candidate calls. */
export const workflowCandidateHandlers = implement(contracts, {
  candidateDept: async (_input, ctx) => deptTree(await orgForest(ctx.db)),

  candidateUserByDept: async (input, ctx) => {
    const [org] = await ctx.db.select({ id: sysOrg.id }).from(sysOrg).where(eq(sysOrg.id, input.id));
    if (!org) throw new AppError(Code.NOT_FOUND);
    return candidateUsers(ctx.db, eq(sysUser.orgId, input.id));
  },

  candidateUserByNodeCandidateType: async (input, ctx) => {
    const node = await loadDefinitionNode(ctx.db, ctx.principal, input.defineId, input.nodeId, input.siteId);
    const { candidates } = node;
    const keyword = keywordCondition(input.keyword);
    if (candidates.type === 'CUSTOM' || candidates.type === 'ROLE') {
      // ROLE lists the holders of its roles in the range; CUSTOM everyone the initiator may choose.
      const holders =
        candidates.type === 'ROLE'
          ? inArray(
              sysUser.id,
              ctx.db
                .select({ id: sysUserRole.userId })
                .from(sysUserRole)
                .where(inArray(sysUserRole.roleId, candidates.roleIds.length ? candidates.roleIds : [0])),
            )
          : undefined;
      const ids = await usersInRange(ctx.db, candidates.selectRange, and(holders, keyword), PICKER_LIMIT);
      return ids.length ? candidateUsers(ctx.db, inArray(sysUser.id, ids)) : [];
    }
    // The others resolve for the caller as initiator (VARIABLES: nobody before the form is filled in).
    const initiator = await initiatorOf(ctx.db, ctx.principal.userId);
    const ids = await resolveCandidates(ctx.db, candidates, { initiator, formValues: {}, nodeId: node.id });
    return ids.length ? candidateUsers(ctx.db, and(inArray(sysUser.id, ids), keyword), ids) : [];
  },

  attachmentUpload: async (input, ctx) => {
    const { type, bytes } = checkAttachment(input.contentType, input.data);
    const [row] = await ctx.db
      .insert(media)
      .values({
        name: input.name,
        contentType: type,
        size: bytes.length,
        content: bytes,
        createdBy: ctx.principal.userId,
      })
      .returning({
        id: media.id,
        name: media.name,
        contentType: media.contentType,
        size: media.size,
        createdAt: media.createdAt,
      });
    ctx.audit({
      summary: operationSummary('attachmentUploaded', { id: row!.id, type, bytes: bytes.length }),
      after: { id: row!.id, name: row!.name },
    });
    return { ...row!, createdAt: toWireTime(row!.createdAt, ORG_TIME_ZONE) };
  },
});
