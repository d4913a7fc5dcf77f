/**
 * Whom a workflow node asks (spec §3 "workflow candidate", candidateType): the users a node's
 * `Candidates` (platform/workflow/workflow-definition.ts) resolve to for one initiator and
 * one submission. Only enabled users (sys_user.status 0) are ever returned; the result is
 * deduplicated, in the order the type gives (MULTI_LEADER: level 1 first; otherwise by id,
 * or in the order given by SPECIFIED and CUSTOM).
 *
 * Leaders are sys_org.leader_user_id. Level 1 is the leader of the initiator's own
 * organisation — unless the initiator leads it themselves, then their parent's leader is
 * level 1 (nobody is their own superior). A level whose organisation has no (enabled)
 * leader goes one level up, as the approval flows people know do.
 */
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { FormSchema, FormValues } from '../../../platform/forms/form-definition';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import type { Candidates, Initiator, SelectRange } from '../../../platform/workflow/workflow-definition';
import type { Db } from '../../db/client';
import { sysOrg, sysUser, sysUserRole } from '../../db/schema/index';
import { loadOrgs, subtreeIds } from '../org/org.queries';

/** sys_user.status of an enabled user. */
const ENABLED = 0;

/** What a resolution needs besides the node's candidates. */
export interface CandidateContext {
  initiator: Initiator;
  formValues: FormValues;
  /** The initiator's choice for a CUSTOM node (user ids, in their order). */
  customChoice?: number[];
  /** The form of the submission: VARIABLES reads the type of its field from it (user or org). */
  form?: FormSchema;
  /** The node being resolved: named in refusals. */
  nodeId?: string;
}

/**
 * The initiator of a process as conditions and candidates see them: the user and their
 * organisation's path, nearest first (empty when they have none).
 * @throws AppError NOT_FOUND when the user does not exist
 */
export async function initiatorOf(db: Db, userId: number): Promise<Initiator> {
  const [user] = await db.select({ orgId: sysUser.orgId }).from(sysUser).where(eq(sysUser.id, userId));
  if (!user) throw new AppError(Code.NOT_FOUND);
  const parents = new Map((await loadOrgs(db)).map((o) => [o.id, o.parentId]));
  const orgPath: number[] = [];
  // A broken parent chain (a loop) cannot come from the org calls; the guard keeps a bad row from hanging us.
  for (let id = user.orgId; id != null && parents.has(id) && !orgPath.includes(id); id = parents.get(id) ?? null)
    orgPath.push(id);
  return { userId, orgPath };
}

/** The enabled users among `ids`, as a set. */
async function enabledAmong(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(and(inArray(sysUser.id, [...ids]), eq(sysUser.status, ENABLED)));
  return new Set(rows.map((r) => r.id));
}

/** `ids` without repeats, first occurrence kept. */
function unique(ids: readonly number[]): number[] {
  return [...new Set(ids)];
}

/**
 * The leaders of the initiator's organisation path, one per level, nearest first: each
 * organisation's enabled leader, skipping organisations without one and the initiator
 * themselves (leading their own organisation, their level 1 is the next leader up).
 */
async function leaderLevels(db: Db, initiator: Initiator): Promise<number[]> {
  if (!initiator.orgPath.length) return [];
  const rows = await db
    .select({ id: sysOrg.id, leader: sysOrg.leaderUserId })
    .from(sysOrg)
    .where(inArray(sysOrg.id, initiator.orgPath));
  const leaderOf = new Map(rows.map((r) => [r.id, r.leader]));
  const enabled = await enabledAmong(
    db,
    rows.flatMap((r) => (r.leader != null ? [r.leader] : [])),
  );
  const levels: number[] = [];
  for (const orgId of initiator.orgPath) {
    const leader = leaderOf.get(orgId);
    if (leader == null || !enabled.has(leader) || leader === initiator.userId) continue;
    if (levels[levels.length - 1] !== leader) levels.push(leader); // one person leading two levels is one level
  }
  return levels;
}

/**
 * The SQL condition "the user is within `range`": in one of its organisations (or below
 * them), holding one of its roles, or one of its users; an empty range is everyone.
 */
async function rangeCondition(db: Db, range: SelectRange): Promise<SQL | undefined> {
  const parts: SQL[] = [];
  if (range.orgIds.length) {
    const orgIds = subtreeIds(await loadOrgs(db), range.orgIds);
    parts.push(inArray(sysUser.orgId, orgIds));
  }
  if (range.roleIds.length) {
    const holders = db
      .select({ id: sysUserRole.userId })
      .from(sysUserRole)
      .where(inArray(sysUserRole.roleId, range.roleIds));
    parts.push(inArray(sysUser.id, holders));
  }
  if (range.userIds.length) parts.push(inArray(sysUser.id, range.userIds));
  return parts.length ? or(...parts) : undefined;
}

/**
 * The enabled users within `range`, by id; with `extra` a further condition (a keyword, a
 * role), and `limit` rows at most.
 */
export async function usersInRange(db: Db, range: SelectRange, extra?: SQL, limit = 1000): Promise<number[]> {
  const rows = await db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(and(eq(sysUser.status, ENABLED), await rangeCondition(db, range), extra))
    .orderBy(sysUser.id)
    .limit(limit);
  return rows.map((r) => r.id);
}

/** A positive integer id from a form value (a number, or a numeric string), else null. */
function idOf(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
}

/**
 * The users of one node for one initiator and submission (see the module comment):
 * - SPECIFIED: `userIds`, enabled ones, in the given order;
 * - LEADER: the leader at level `directorLevel` (levels without a leader skipped; when
 *   the path has fewer levels, the topmost leader there is; none when there is no leader);
 * - MULTI_LEADER: the leaders of levels 1..`directorLevel`, in order, deduplicated;
 * - ROLE: the enabled holders of `roleIds` within `selectRange`, by id;
 * - INITIATOR: the initiator (when enabled);
 * - CUSTOM: `ctx.customChoice`, every one enabled and within `selectRange`;
 * - VARIABLES: the form's `fieldId` — a user field gives that user, an organisation field
 *   its leader (needs `ctx.form` to know the field's type; otherwise nobody).
 * @returns user ids; may be empty (the node's `noCandidate` decides what then happens)
 * @throws AppError CANDIDATE_REQUIRED (`node`) for CUSTOM without a choice;
 *   CANDIDATE_OUT_OF_RANGE (`node`, `userId`) for a chosen user outside the range or not
 *   enabled, or several chosen where the node allows one
 */
export async function resolveCandidates(db: Db, candidates: Candidates, ctx: CandidateContext): Promise<number[]> {
  const node = ctx.nodeId ?? '';
  switch (candidates.type) {
    case 'SPECIFIED': {
      const enabled = await enabledAmong(db, candidates.userIds);
      return unique(candidates.userIds.filter((id) => enabled.has(id)));
    }
    case 'LEADER': {
      const levels = await leaderLevels(db, ctx.initiator);
      if (!levels.length) return [];
      return [levels[Math.min(candidates.directorLevel, levels.length) - 1]!];
    }
    case 'MULTI_LEADER':
      return unique((await leaderLevels(db, ctx.initiator)).slice(0, candidates.directorLevel));
    case 'ROLE': {
      if (!candidates.roleIds.length) return [];
      const holders = db
        .select({ id: sysUserRole.userId })
        .from(sysUserRole)
        .where(inArray(sysUserRole.roleId, candidates.roleIds));
      return usersInRange(db, candidates.selectRange, inArray(sysUser.id, holders));
    }
    case 'INITIATOR':
      return (await enabledAmong(db, [ctx.initiator.userId])).size ? [ctx.initiator.userId] : [];
    case 'CUSTOM': {
      const chosen = unique(ctx.customChoice ?? []);
      if (!chosen.length) throw new AppError(Code.CANDIDATE_REQUIRED, { node });
      if (chosen.length > 1 && !candidates.multiple)
        throw new AppError(Code.CANDIDATE_OUT_OF_RANGE, { node, userId: chosen[1] });
      const allowed = new Set(
        await usersInRange(db, candidates.selectRange, inArray(sysUser.id, chosen), chosen.length),
      );
      const outside = chosen.find((id) => !allowed.has(id));
      if (outside !== undefined) throw new AppError(Code.CANDIDATE_OUT_OF_RANGE, { node, userId: outside });
      return chosen;
    }
    case 'VARIABLES': {
      const field = ctx.form?.fields.find((f) => f.id === candidates.fieldId);
      const id = idOf(candidates.fieldId ? ctx.formValues[candidates.fieldId] : undefined);
      if (!field || id === null) return [];
      if (field.type === 'user') return (await enabledAmong(db, [id])).size ? [id] : [];
      if (field.type !== 'org') return [];
      const [org] = await db.select({ leader: sysOrg.leaderUserId }).from(sysOrg).where(eq(sysOrg.id, id));
      if (org?.leader == null) return [];
      return (await enabledAmong(db, [org.leader])).size ? [org.leader] : [];
    }
  }
}
