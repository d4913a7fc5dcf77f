/**
 * The permission matrix (DESIGN.md §3 "every non-public call refuses a caller without the
 * permission"), built from `allContracts` so calls added later are covered automatically:
 *
 * - a permission-coded call made by a signed-in user holding no permission (booker) is
 *   refused with FORBIDDEN (HTTP 403, localized message) before any work: the input sent
 *   is empty (invalid for most calls — the gateway checks access before validation, so a
 *   BAD_REQUEST here would reveal the wrong order) and no table's row count changes;
 * - the administrator is never refused with FORBIDDEN;
 * - every non-public call made without a token is refused with a session-invalid code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allContracts, type CallContract } from '../../platform/contracts/index';
import { Code, httpStatusOf, isSessionInvalid } from '../../platform/protocol/codes';
import { messageOf } from '../../server/plugins/i18n';
import { MENUS, type MenuSeed } from '../../server/db/seed-menus';
import { DEMO, startTestServer, type TestServer } from './harness';
import { tableFigures } from './table-figures';

/** Tables the refused request itself legitimately writes: its nonce, its token's use, logins. */
const TOUCHED_BY_ANY_REQUEST = new Set(['api_nonce', 'auth_token', 'login_log']);

let server: TestServer;
let booker: string;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  booker = (await server.login(DEMO.booker)).token;
  admin = (await server.login(DEMO.admin)).token;
});
afterAll(async () => {
  await server?.close();
});

const name = (c: CallContract) => `${c.method} ${c.path} (${c.access})`;
const permissioned = allContracts.filter((c) => c.access !== 'public' && c.access !== 'user');
const signedIn = allContracts.filter((c) => c.access !== 'public');

/** Row count of every public table except those any request touches. */
const rowCounts = () => tableFigures(server, 'rows', TOUCHED_BY_ANY_REQUEST);

it('covers the permission-coded calls, the logs among them', () => {
  expect(permissioned.map((c) => c.path)).toEqual(
    expect.arrayContaining(['/api/reserve/manage/page', '/system/log/login/page', '/system/log/operation/page']),
  );
});

it('covers the catering statistics, each behind its report page’s permission', () => {
  expect(permissioned.filter((c) => c.path.startsWith('/mc/statistics/')).map((c) => [c.path, c.access])).toEqual([
    ['/mc/statistics/getLifeScienceStatistics', 'mc:statistics:catering'],
    ['/mc/statistics/catering', 'mc:statistics:catering'],
    ['/mc/statistics/meet', 'mc:statistics:meet'],
    ['/mc/statistics/orderingUnit', 'mc:statistics:orderingUnit'],
    ['/mc/statistics/consumptionType', 'mc:statistics:consumptionType'],
  ]);
});

/** Permission codes carried by the nodes of the menu base (server/db/seed-menus.ts). */
function grantableCodes(nodes: MenuSeed[]): string[] {
  return nodes.flatMap((n) => [...(n.permission ? [n.permission] : []), ...grantableCodes(n.children ?? [])]);
}

it('can grant every permission code a call requires: each is on a node of the menu base', () => {
  const grantable = new Set(Object.values(MENUS).flatMap(grantableCodes));
  const missing = [...new Set(permissioned.map((c) => c.access))].filter((code) => !grantable.has(code));
  expect(missing).toEqual([]);
});

describe.each(permissioned.map((c) => [name(c), c] as const))('%s', (_, contract) => {
  it('refuses a signed-in user without the permission with FORBIDDEN, changing nothing', async () => {
    const before = await rowCounts();
    expect(Object.keys(before)).toEqual(expect.arrayContaining(['sys_user', 'operation_log', 'reservation']));
    const r = await server.call(contract, {} as never, { token: booker, lang: 'CN' });
    expect({ code: r.code, status: r.status }).toEqual({ code: Code.FORBIDDEN, status: 403 });
    expect(r.msg).toBe(messageOf(Code.FORBIDDEN, 'CN', { permission: contract.access }));
    expect(r.msg).toBe('当前操作没有权限');
    expect(await rowCounts()).toEqual(before);
  });

  it('lets the administrator through', async () => {
    const r = await server.call(contract, {} as never, { token: admin });
    expect(r.code).not.toBe(Code.FORBIDDEN);
    expect(r.status).not.toBe(403);
  });
});

describe.each(signedIn.map((c) => [name(c), c] as const))('%s', (_, contract) => {
  it('refuses an anonymous caller with a session-invalid code', async () => {
    const before = await rowCounts();
    const r = await server.call(contract, {} as never, { lang: 'EN' });
    expect(isSessionInvalid(r.code), `code ${r.code}`).toBe(true);
    expect(r.status).toBe(httpStatusOf(r.code));
    expect(await rowCounts()).toEqual(before);
  });
});
