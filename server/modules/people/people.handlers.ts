/**
 * Handlers of platform/contracts/people.contract.ts: the user search and the
 * caller's favourite member groups. Writes run in the call's transaction (the gateway's)
 * and describe themselves in its operation-log row.
 */
import { and, eq } from 'drizzle-orm';
import { Code } from '../../../platform/protocol/codes';
import { AppError } from '../../../platform/protocol/envelope';
import { favoriteGroup, favoriteMember } from '../../db/schema/index';
import * as peopleContracts from '../../../platform/contracts/people.contract';
import { implement } from '../../plugins/call-handler';
import {
  addMember,
  groupWithCount,
  importMembers,
  listGroups,
  listMembers,
  nameTaken,
  ownGroup,
  uniqueName,
} from './favorite.service';
import { personOut, searchPeople } from './people.queries';
import { operationSummary } from '../../plugins/operation-summary';

/** Registrations of the people module. */
export const peopleHandlers = implement(peopleContracts, {
  userSearch: async (input, ctx) => {
    ctx.principal;
    return (await searchPeople(ctx.db, input.keyword)).map(personOut);
  },

  favoriteGroupsDetails: async (_input, ctx) => listGroups(ctx.db, ctx.principal.userId),

  favoriteGroupsSave: async (input, ctx) => {
    const me = ctx.principal;
    if (await nameTaken(ctx.db, me.userId, input.name)) throw new AppError(Code.DUPLICATE, { value: input.name });
    const [row] = await uniqueName(
      input.name,
      ctx.db
        .insert(favoriteGroup)
        .values({ userId: me.userId, name: input.name, sort: input.sort, createdAt: ctx.now })
        .returning(),
    );
    ctx.audit({ after: { id: row.id, name: row.name, sort: row.sort } });
    return groupWithCount(ctx.db, row);
  },

  favoriteGroupsEdit: async (input, ctx) => {
    const me = ctx.principal;
    const before = await ownGroup(ctx.db, me.userId, input.id, true);
    if (await nameTaken(ctx.db, me.userId, input.name, before.id))
      throw new AppError(Code.DUPLICATE, { value: input.name });
    const [row] = await uniqueName(
      input.name,
      ctx.db
        .update(favoriteGroup)
        .set({ name: input.name, sort: input.sort ?? before.sort })
        .where(eq(favoriteGroup.id, before.id))
        .returning(),
    );
    ctx.audit({
      before: { id: before.id, name: before.name, sort: before.sort },
      after: { id: row.id, name: row.name, sort: row.sort },
    });
    return groupWithCount(ctx.db, row);
  },

  favoriteGroupsDelete: async (input, ctx) => {
    const me = ctx.principal;
    const before = await ownGroup(ctx.db, me.userId, input.id, true);
    const members = await listMembers(ctx.db, before.id);
    await ctx.db.delete(favoriteGroup).where(eq(favoriteGroup.id, before.id));
    ctx.audit({ before: { id: before.id, name: before.name, members: members.map((m) => m.id) } });
    return { id: before.id };
  },

  favoriteGroupMember: async (input, ctx) => {
    const group = await ownGroup(ctx.db, ctx.principal.userId, input.groupId);
    return listMembers(ctx.db, group.id);
  },

  favoriteMemberSave: async (input, ctx) => {
    const me = ctx.principal;
    const group = await ownGroup(ctx.db, me.userId, input.groupId, true);
    const member = await addMember(ctx.db, me.userId, group, input.userId, ctx.now);
    ctx.audit({ after: { groupId: group.id, userId: member.id, account: member.account } });
    return member;
  },

  favoriteMemberDelete: async (input, ctx) => {
    const me = ctx.principal;
    const group = await ownGroup(ctx.db, me.userId, input.groupId, true);
    const removed = await ctx.db
      .delete(favoriteMember)
      .where(and(eq(favoriteMember.groupId, group.id), eq(favoriteMember.memberUserId, input.userId)))
      .returning({ userId: favoriteMember.memberUserId });
    ctx.audit({ before: { groupId: group.id, userIds: removed.map((r) => r.userId) } });
    return { removed: removed.length };
  },

  favoriteImportMember: async (input, ctx) => {
    const me = ctx.principal;
    const group = await ownGroup(ctx.db, me.userId, input.groupId, true);
    const rows = await importMembers(ctx.db, me.userId, group, input.accounts, ctx.now);
    const added = rows.filter((r) => r.result === 'added');
    ctx.audit({
      summary: operationSummary('membersImported', { count: added.length, groupId: group.id }),
      after: { groupId: group.id, added: added.map((r) => r.account) },
    });
    return { rows, added: added.length };
  },
});
