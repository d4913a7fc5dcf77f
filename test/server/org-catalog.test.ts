/**
 * Organisations (tree), positions and temporary identities: round trips
 * checked against the stored rows, unique codes, the tree's parent rule, and refusal to
 * delete what is still in use.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  identAdd,
  identDelete,
  identEdit,
  identList,
  identPage,
  orgAdd,
  orgDelete,
  orgEdit,
  orgTree,
  type OrgNode,
  positionAdd,
  positionDelete,
  positionEdit,
  positionList,
  positionPage,
} from '../../platform/contracts/org.contract';
import { Code } from '../../platform/protocol/codes';
import { sql, startSignedIn, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let booker: string;

beforeAll(async () => {
  ({ server, admin, booker } = await startSignedIn());
});
afterAll(async () => {
  await server?.close();
});

/** The tree as nested `code(children…)` text. */
function shape(nodes: OrgNode[]): string {
  return nodes.map((n) => (n.children.length ? `${n.code}(${shape(n.children)})` : n.code)).join(' ');
}

async function orgRow(code: string) {
  const [row] = await server.query<{ id: number; parent_id: number | null; name: string; sort: number }>(
    sql`select * from sys_org where code = ${code}`,
  );
  return row;
}

describe('organisations', () => {
  it('serves the tree to any signed-in user, with user counts', async () => {
    const r = await server.call(orgTree, {}, { token: booker });
    expect(r.code).toBe(0);
    expect(shape(r.data)).toBe('univ(sports(sports-east sports-west) admin-office cs)');
    // booker and the club's demo member.
    expect(r.data[0].children.find((c) => c.code === 'cs')!.userCount).toBe(2);
  });

  it('adds, moves and deletes an organisation; refuses cycles, duplicates and non-empty deletes', async () => {
    const cs = await orgRow('cs');
    const added = await server.call(
      orgAdd,
      { parentId: cs.id, name: 'AI Lab', code: 'cs-ai', sort: 5 },
      { token: admin },
    );
    expect(added.code).toBe(0);
    expect(added.data).toMatchObject({ code: 'cs-ai', parentId: cs.id, children: [], userCount: 0 });
    expect(await orgRow('cs-ai')).toMatchObject({ parent_id: cs.id, name: 'AI Lab', sort: 5 });

    const dup = await server.call(orgAdd, { parentId: null, name: 'Again', code: 'cs-ai' }, { token: admin });
    expect(dup.code).toBe(Code.DUPLICATE);

    const cycle = await server.call(
      orgEdit,
      { id: cs.id, parentId: added.data.id, name: 'School of Computer Science', code: 'cs' },
      { token: admin },
    );
    expect(cycle.code).toBe(Code.ORG_PARENT_INVALID);
    const self = await server.call(
      orgEdit,
      { id: cs.id, parentId: cs.id, name: 'School of Computer Science', code: 'cs' },
      { token: admin },
    );
    expect(self.code).toBe(Code.ORG_PARENT_INVALID);

    const sports = await orgRow('sports');
    const moved = await server.call(
      orgEdit,
      { id: added.data.id, parentId: sports.id, name: 'AI Lab (Sports)', code: 'cs-ai', sort: 1 },
      { token: admin },
    );
    expect(moved.code).toBe(0);
    expect(await orgRow('cs-ai')).toMatchObject({ parent_id: sports.id, name: 'AI Lab (Sports)' });
    const [log] = await server.query<{ before: { name: string }; after: { name: string } }>(
      sql`select before, after from operation_log where path = '/system/org/edit' order by id desc limit 1`,
    );
    expect([log.before.name, log.after.name]).toEqual(['AI Lab', 'AI Lab (Sports)']);

    expect((await server.call(orgDelete, { id: sports.id }, { token: admin })).code).toBe(Code.ORG_HAS_CHILDREN);
    expect((await server.call(orgDelete, { id: cs.id }, { token: admin })).code).toBe(Code.ORG_HAS_USERS);
    expect(await orgRow('cs')).toBeDefined();
    expect((await server.call(orgDelete, { id: added.data.id }, { token: admin })).code).toBe(0);
    expect(await orgRow('cs-ai')).toBeUndefined();
  });

  it('refuses changes to a user without the permission', async () => {
    const r = await server.call(orgAdd, { name: 'Nope', code: 'nope' }, { token: booker });
    expect(r.code).toBe(Code.FORBIDDEN);
    expect(await orgRow('nope')).toBeUndefined();
  });
});

describe('positions', () => {
  it('adds, pages, edits and deletes; codes unique; held positions stay', async () => {
    const added = await server.call(
      positionAdd,
      { code: 'coach', name: 'Coach', sort: 9, remark: '' },
      { token: admin },
    );
    expect(added.code).toBe(0);
    expect(added.data).toMatchObject({ code: 'coach', name: 'Coach', sort: 9, status: 0, remark: null, userCount: 0 });
    expect((await server.call(positionAdd, { code: 'coach', name: 'Coach 2' }, { token: admin })).code).toBe(
      Code.DUPLICATE,
    );

    const page = await server.call(positionPage, { keyword: 'oac', pageSize: 100 }, { token: admin });
    expect(page.data.rows.map((r) => r.code)).toEqual(['coach']);
    const held = await server.call(positionPage, { keyword: 'student' }, { token: admin });
    expect(held.data.rows[0].userCount).toBe(2);

    const edited = await server.call(
      positionEdit,
      { id: added.data.id, code: 'coach', name: 'Head coach', status: 1 },
      { token: admin },
    );
    expect(edited.data).toMatchObject({ name: 'Head coach', status: 1 });
    const [row] = await server.query<{ name: string; status: number }>(
      sql`select name, status from sys_position where code = 'coach'`,
    );
    expect(row).toEqual({ name: 'Head coach', status: 1 });
    expect((await server.call(positionList, {}, { token: booker })).data.map((p) => p.code)).not.toContain('coach');

    const student = held.data.rows[0].id;
    const refused = await server.call(positionDelete, { ids: [added.data.id, student] }, { token: admin });
    expect(refused.code).toBe(Code.RECORD_IN_USE);
    expect((await server.query(sql`select id from sys_position where code = 'coach'`)).length).toBe(1);
    expect((await server.call(positionDelete, { ids: [added.data.id] }, { token: admin })).code).toBe(0);
    expect((await server.query(sql`select id from sys_position where code = 'coach'`)).length).toBe(0);
  });
});

describe('temporary identities', () => {
  it('adds with a validity range, renames the code on its holders, deletes when unused', async () => {
    const bad = await server.call(
      identAdd,
      { code: 'alumni', name: 'Alumni', validFrom: '2027-02-01', validTo: '2027-01-01' },
      { token: admin },
    );
    expect(bad.code).toBe(Code.BAD_REQUEST);
    const added = await server.call(
      identAdd,
      { code: 'alumni', name: 'Alumni', validFrom: '2027-01-01', validTo: '2027-12-31' },
      { token: admin },
    );
    expect(added.data).toMatchObject({ code: 'alumni', validFrom: '2027-01-01', validTo: '2027-12-31', userCount: 0 });
    expect((await server.call(identList, {}, { token: booker })).data.map((i) => i.code)).toEqual([
      'alumni',
      'guest',
      'visitor',
    ]);

    await server.query(sql`update sys_user set ident = 'alumni' where account = 'booker'`);
    const renamed = await server.call(
      identEdit,
      { id: added.data.id, code: 'alumnus', name: 'Alumnus', validFrom: null, validTo: '' },
      { token: admin },
    );
    expect(renamed.data).toMatchObject({ code: 'alumnus', validFrom: null, validTo: null, userCount: 1 });
    const [holder] = await server.query<{ ident: string }>(sql`select ident from sys_user where account = 'booker'`);
    expect(holder.ident).toBe('alumnus');

    expect((await server.call(identDelete, { ids: [added.data.id] }, { token: admin })).code).toBe(Code.RECORD_IN_USE);
    await server.query(sql`update sys_user set ident = null where account = 'booker'`);
    expect((await server.call(identDelete, { ids: [added.data.id] }, { token: admin })).code).toBe(0);
    const page = await server.call(identPage, {}, { token: admin });
    expect(page.data.rows.map((r) => r.code)).toEqual(['guest', 'visitor']);
  });
});
